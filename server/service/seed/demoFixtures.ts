import type { PrivilegeFlag } from '../../../common/privileges.js';
import { DEMO_GROUPS } from '../../../common/groups.js';
import { DESCRIPTION_TYPES } from '../../../common/descriptionTypes.js';
import { type Phrase } from './vocabulary.js';

/** The demo data that ../shared/CONTRACT.md fixes and the tests rely on: languages, groups, repositories, users, models. */

export const LANGUAGES = {
  en: { uuid: '2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a01', name: 'English', index: 0 },
  de: { uuid: '2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a02', name: 'Deutsch', index: 1 },
  fr: { uuid: '2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a03', name: 'Français', index: 2 },
} as const;
export type LanguageCode = keyof typeof LANGUAGES;

export const GROUPS = DEMO_GROUPS;

export { DESCRIPTION_TYPES };

export const DOCUMENT_SOURCES = { sharepoint: 'SharePoint Online', archive: 'DMS/Archive' } as const;

export interface RepositoryPlan {
  uuid: string;
  name: string;
  languages: readonly LanguageCode[];
  models: number;
  sources: readonly string[];
  seed: number;
}

export const DEMO_REPOSITORIES = {
  enterprise: {
    uuid: '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e01',
    name: 'Enterprise Process Library',
    languages: ['en', 'de'],
    models: 260,
    sources: [DOCUMENT_SOURCES.sharepoint, DOCUMENT_SOURCES.archive],
    seed: 101,
  },
  quality: {
    uuid: '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e02',
    name: 'Qualitätsmanagement',
    languages: ['de', 'en'],
    models: 72,
    sources: [DOCUMENT_SOURCES.archive],
    seed: 202,
  },
  itService: {
    uuid: '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e03',
    name: 'IT Service Management',
    languages: ['en', 'fr'],
    models: 48,
    sources: [DOCUMENT_SOURCES.sharepoint],
    seed: 303,
  },
} as const satisfies Record<string, RepositoryPlan>;

/**
 * People who are accessors of several repositories with different privileges in each (every other demo user
 * is in one): what the access overview is for. Privileges per repository key, by flag.
 */
export const DEMO_USERS = {
  processLead: {
    uuid: '7d1e5c3a-2b4f-4e6a-9c8d-0f1a2b3c4d01',
    privileges: {
      enterprise: ['manageUsers', 'publish', 'editApproved', 'languageEdit'],
      quality: ['languageEdit', 'exportData'],
      itService: ['exportData'],
    },
  },
  auditor: {
    uuid: '7d1e5c3a-2b4f-4e6a-9c8d-0f1a2b3c4d02',
    privileges: { quality: ['exportData', 'snapshotLock'], itService: [] },
  },
  /** The demo's modeller: reads two repositories and publishes into one (CONTRACT.md). */
  modeller: {
    uuid: '7d1e5c3a-2b4f-4e6a-9c8d-0f1a2b3c4d03',
    privileges: { enterprise: ['publish', 'exportData'], itService: [] },
  },
} as const satisfies Record<
  string,
  { uuid: string; privileges: Partial<Record<keyof typeof DEMO_REPOSITORIES, readonly PrivilegeFlag[]>> }
>;

/** Models that tests and the console's journeys rely on by uuid. */
export const DEMO_MODELS = {
  hostileDescription: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
  largeCanvas: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c02',
  hugeCanvas: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c03',
  landscape: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c04',
} as const;
export const LARGE_CANVAS_VERTICES = 2000;
export const HUGE_CANVAS_VERTICES = 5000;
/** Beyond the 10,000 vertices a draft may have: only the seed writes a model this large. */
export const LANDSCAPE_VERTICES = 20_000;
export const DRAFT_COUNT = 6;

export const HOSTILE_HTML = `<p>Reviewed by the security team. <img src="x" onerror="window.__xss = 'img'">
<script>window.__xss = 'script'</script>
<a href="javascript:window.__xss = 'link'">Open the checklist</a> or
<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">the data link</a>.</p>
<div onclick="window.__xss = 'click'" style="background:url(javascript:alert(1))">Click to expand</div>
<iframe src="javascript:window.__xss = 'iframe'"></iframe>
<svg onload="window.__xss = 'svg'"><circle r="4"></circle></svg>
<p>Safe part: see <a href="https://intranet.example.com/security/supplier-onboarding">the policy</a>.</p>
<p><img src="https://pixel.example.net/open.gif?reader=42" alt="read receipt" width="1" height="1"><img name="cookie" id="location" alt="clobber"></p>`;

export const DOCUMENTS: readonly { source: string; key: string; titles: Phrase; link: string; icon: string | null }[] =
  [
    {
      source: DOCUMENT_SOURCES.sharepoint,
      key: 'sites/Procurement/Shared Documents/Purchasing Policy v3.docx',
      titles: ['Purchasing policy', 'Einkaufsrichtlinie', 'Politique d’achat'],
      link: 'https://sharepoint.example.com/sites/Procurement/Shared%20Documents/Purchasing%20Policy%20v3.docx',
      icon: 'https://sharepoint.example.com/_layouts/images/icdocx.png',
    },
    {
      source: DOCUMENT_SOURCES.sharepoint,
      key: 'sites/Finance/Month-end close checklist (2026).xlsx',
      titles: ['Month-end close checklist', 'Checkliste Monatsabschluss', 'Liste de contrôle de clôture'],
      link: 'https://sharepoint.example.com/sites/Finance/Month-end%20close%20checklist%20(2026).xlsx',
      icon: null,
    },
    {
      source: DOCUMENT_SOURCES.sharepoint,
      key: 'sites/IT/Runbooks/Incident #42 & escalation?.md',
      titles: ['Incident escalation runbook', 'Runbook Störungseskalation', 'Procédure d’escalade'],
      link: 'https://sharepoint.example.com/sites/IT/Runbooks/Incident%20%2342%20%26%20escalation%3F.md',
      icon: null,
    },
    {
      source: DOCUMENT_SOURCES.sharepoint,
      key: 'sites/HR/Onboarding guide 100% remote.pdf',
      titles: ['Onboarding guide', 'Leitfaden Einarbeitung', 'Guide d’intégration'],
      link: 'https://sharepoint.example.com/sites/HR/Onboarding%20guide%20100%25%20remote.pdf',
      icon: null,
    },
    {
      source: DOCUMENT_SOURCES.archive,
      key: 'QM-HB §4.2 Lenkung von Dokumenten #rev7',
      titles: [
        'Quality manual §4.2 document control',
        'QM-Handbuch §4.2 Lenkung von Dokumenten',
        'Manuel qualité §4.2',
      ],
      link: 'https://dms.example.com/archive/view?doc=QM-HB%20%C2%A74.2&rev=7',
      icon: null,
    },
    {
      source: DOCUMENT_SOURCES.archive,
      key: 'ISO 9001:2015/Audit plan 2026?.pdf',
      titles: ['ISO 9001 audit plan 2026', 'ISO-9001-Auditplan 2026', 'Plan d’audit ISO 9001 2026'],
      link: 'https://dms.example.com/archive/view?doc=ISO%209001%3A2015%2FAudit%20plan%202026%3F.pdf',
      icon: null,
    },
    {
      source: DOCUMENT_SOURCES.archive,
      key: 'AA-17 Prüfung & Freigabe 100%',
      titles: [
        'Work instruction AA-17 inspection and release',
        'Arbeitsanweisung AA-17 Prüfung & Freigabe',
        'Instruction AA-17',
      ],
      link: 'file://fileserver/qm/AA-17.pdf',
      icon: null,
    },
    {
      source: DOCUMENT_SOURCES.archive,
      key: 'Lieferantenbewertung 2026 (Q1+Q2)',
      titles: ['Supplier evaluation 2026', 'Lieferantenbewertung 2026', 'Évaluation des fournisseurs 2026'],
      link: 'https://dms.example.com/archive/view?doc=Lieferantenbewertung%202026',
      icon: null,
    },
  ];
/** A key models reference that no provider holds: the console lists it as unresolved. */
export const MISSING_DOCUMENT_KEY = 'sites/Retired/Old process map (deleted).vsdx';
