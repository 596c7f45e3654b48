import { describe, expect, it } from 'vitest';
import { documentKind } from './documentKind';

describe('documentKind', () => {
  it.each([
    ['sites/Procurement/Shared Documents/Purchasing Policy v3.docx', undefined, 'word'],
    ['sites/Finance/Month-end close checklist (2026).xlsx', undefined, 'spreadsheet'],
    ['sites/IT/Runbooks/Incident #42 & escalation?.md', undefined, 'text'],
    ['ISO 9001:2015/Audit plan 2026?.pdf', undefined, 'pdf'],
    [
      'QM-HB §4.2 Lenkung von Dokumenten #rev7',
      'https://dms.example.com/archive/view?doc=QM-HB%20%C2%A74.2&rev=7',
      'other',
    ],
    ['AA-17 Prüfung & Freigabe 100%', 'file://fileserver/qm/AA-17.pdf', 'pdf'],
    ['Plan', 'https://dms.example.com/view?doc=Plan%202026.pptx', 'presentation'],
    ['constructor', 'not a url', 'other'],
  ])('%s → %s', (key, link, kind) => expect(documentKind(key, link)).toBe(kind));
});
