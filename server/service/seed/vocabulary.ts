/** Process vocabulary in English, German and French, for model and symbol titles. */
export type Phrase = readonly [en: string, de: string, fr: string];

export const PROCESS_ACTIONS: readonly Phrase[] = [
  ['Approve', 'genehmigen', 'Approuver'],
  ['Create', 'anlegen', 'Créer'],
  ['Review', 'prüfen', 'Examiner'],
  ['Release', 'freigeben', 'Libérer'],
  ['Archive', 'archivieren', 'Archiver'],
  ['Escalate', 'eskalieren', 'Escalader'],
  ['Plan', 'planen', 'Planifier'],
  ['Reconcile', 'abstimmen', 'Rapprocher'],
  ['Onboard', 'einarbeiten', 'Intégrer'],
  ['Audit', 'auditieren', 'Auditer'],
  ['Forecast', 'prognostizieren', 'Prévoir'],
  ['Change', 'ändern', 'Modifier'],
  ['Close', 'abschließen', 'Clôturer'],
  ['Dispatch', 'versenden', 'Expédier'],
  ['Invoice', 'fakturieren', 'Facturer'],
  ['Qualify', 'qualifizieren', 'Qualifier'],
];

export const PROCESS_OBJECTS: readonly Phrase[] = [
  ['purchase order', 'Bestellung', 'la commande d’achat'],
  ['supplier', 'Lieferant', 'le fournisseur'],
  ['customer complaint', 'Kundenreklamation', 'la réclamation client'],
  ['employee', 'Mitarbeitende', 'le collaborateur'],
  ['sales order', 'Kundenauftrag', 'la commande client'],
  ['incident', 'Störung', 'l’incident'],
  ['change request', 'Änderungsantrag', 'la demande de changement'],
  ['month-end ledger', 'Monatsabschluss', 'la clôture mensuelle'],
  ['travel expense report', 'Reisekostenabrechnung', 'la note de frais'],
  ['production batch', 'Produktionscharge', 'le lot de production'],
  ['service contract', 'Servicevertrag', 'le contrat de service'],
  ['quality deviation', 'Qualitätsabweichung', 'l’écart qualité'],
  ['marketing campaign', 'Marketingkampagne', 'la campagne marketing'],
  ['warehouse stock', 'Lagerbestand', 'le stock d’entrepôt'],
  ['software release', 'Softwarerelease', 'la version logicielle'],
  ['budget', 'Budget', 'le budget'],
  ['job requisition', 'Stellenanforderung', 'la demande de recrutement'],
  ['access request', 'Zugriffsantrag', 'la demande d’accès'],
];

export const PROCESS_SCOPES: readonly Phrase[] = [
  ['', '', ''],
  [' (EMEA)', ' (EMEA)', ' (EMEA)'],
  [' (Americas)', ' (Amerika)', ' (Amériques)'],
  [' (APAC)', ' (APAC)', ' (APAC)'],
  [' – fast track', ' – Schnellverfahren', ' – procédure accélérée'],
];

export const ACTIVITIES: readonly Phrase[] = [
  ['Check credit limit', 'Kreditlimit prüfen', 'Vérifier la limite de crédit'],
  ['Record request', 'Anfrage erfassen', 'Enregistrer la demande'],
  ['Validate data', 'Daten validieren', 'Valider les données'],
  ['Obtain approval', 'Genehmigung einholen', 'Obtenir l’approbation'],
  ['Notify requester', 'Antragsteller benachrichtigen', 'Informer le demandeur'],
  ['Update master data', 'Stammdaten aktualisieren', 'Mettre à jour les données de base'],
  ['Calculate price', 'Preis berechnen', 'Calculer le prix'],
  ['Schedule appointment', 'Termin planen', 'Planifier le rendez-vous'],
  ['Perform inspection', 'Prüfung durchführen', 'Effectuer l’inspection'],
  ['Post goods receipt', 'Wareneingang buchen', 'Comptabiliser l’entrée de marchandises'],
  ['Send confirmation', 'Bestätigung senden', 'Envoyer la confirmation'],
  ['Assess risk', 'Risiko bewerten', 'Évaluer le risque'],
  ['Sign contract', 'Vertrag unterzeichnen', 'Signer le contrat'],
  ['Assign owner', 'Verantwortliche zuweisen', 'Désigner le responsable'],
  ['Prepare report', 'Bericht erstellen', 'Préparer le rapport'],
  ['Close ticket', 'Ticket schließen', 'Clôturer le ticket'],
  ['Compare offers', 'Angebote vergleichen', 'Comparer les offres'],
  ['Book payment', 'Zahlung buchen', 'Comptabiliser le paiement'],
  ['Train staff', 'Personal schulen', 'Former le personnel'],
  ['Document decision', 'Entscheidung dokumentieren', 'Documenter la décision'],
];

export const PARTIES: readonly Phrase[] = [
  ['Customer', 'Kunde', 'Client'],
  ['Supplier', 'Lieferant', 'Fournisseur'],
  ['Purchasing', 'Einkauf', 'Achats'],
  ['Finance', 'Finanzen', 'Finances'],
  ['Quality assurance', 'Qualitätssicherung', 'Assurance qualité'],
  ['Service desk', 'Servicedesk', 'Centre de services'],
  ['Human resources', 'Personalabteilung', 'Ressources humaines'],
  ['Logistics', 'Logistik', 'Logistique'],
];

export const EVENTS: readonly Phrase[] = [
  ['Request received', 'Anfrage eingegangen', 'Demande reçue'],
  ['Order completed', 'Auftrag abgeschlossen', 'Commande terminée'],
  ['Deadline reached', 'Frist erreicht', 'Échéance atteinte'],
  ['Approval granted', 'Genehmigung erteilt', 'Approbation accordée'],
];

export const DATA_OBJECTS: readonly Phrase[] = [
  ['Order form', 'Bestellformular', 'Bon de commande'],
  ['Contract', 'Vertrag', 'Contrat'],
  ['Audit report', 'Auditbericht', 'Rapport d’audit'],
  ['Invoice', 'Rechnung', 'Facture'],
];

export const SYSTEMS: readonly Phrase[] = [
  ['ERP system', 'ERP-System', 'Système ERP'],
  ['CRM', 'CRM', 'CRM'],
  ['Document management', 'Dokumentenmanagement', 'Gestion documentaire'],
];
