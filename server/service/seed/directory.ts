import type { Db } from '../store/database.js';
import { DEMO_USERS } from './demo.js';

const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Chiara',
  'David',
  'Elif',
  'Felix',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kaja',
  'Luca',
  'Mara',
  'Niklas',
  'Olga',
  'Pavel',
  'Quentin',
  'Rosa',
  'Sven',
  'Tara',
  'Ulrich',
  'Vera',
  'Wim',
  'Yara',
  'Zoltan',
  'Amira',
  'Bruno',
  'Clara',
  'Dario',
  'Emma',
  'Farid',
  'Hanna',
  'Ivo',
  'Jana',
  'Kemal',
  'Lena',
  'Milan',
  'Nora',
  'Oskar',
  'Paula',
];
const LAST_NAMES = [
  'Albers',
  'Brandt',
  'Castell',
  'Dufour',
  'Engel',
  'Fischer',
  'Gallo',
  'Hartmann',
  'Ito',
  'Jansen',
  'Kovač',
  'Lindgren',
  'Moreau',
  'Nowak',
  'Ortega',
  'Petrov',
  'Quist',
  'Roth',
  'Schäfer',
  'Toth',
  'Unger',
  'Varga',
  'Weber',
  'Yilmaz',
  'Zimmer',
  'Arnaud',
  'Berger',
  'Costa',
  'Dahl',
  'Eriksen',
  'Falk',
  'Graf',
  'Haas',
  'Iversen',
  'Jovanović',
  'Keller',
  'Lang',
  'Meier',
  'Novak',
  'Olsen',
];

/** The people the demo's story is about, named as the access overview's journeys speak of them. */
const NAMED: Record<string, string> = {
  [DEMO_USERS.processLead.uuid]: 'Petra Lindqvist',
  [DEMO_USERS.auditor.uuid]: 'Arjun Mehta',
  [DEMO_USERS.modeller.uuid]: 'Sofia Ruiz',
};

const field = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const hash = (text: string) =>
  [...text].reduce((h, char) => Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261);
const email = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[^\p{L}\s]/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '.')}@example.com`;

/**
 * The demo's directory of people and groups as the console reads it (`uuid,kind,name,email`): what an
 * installation would publish beside the console so that a team sees names instead of uuids. Every group by
 * its name, and every user who is an accessor by a made-up name that depends on the uuid alone (a collision
 * moves to the next free name), so that a user keeps their name while others are added.
 */
export function demoDirectoryCsv(db: Db): string {
  const groups = db.prepare('SELECT uuid, name FROM customer_groups ORDER BY name').all() as {
    uuid: string;
    name: string;
  }[];
  const users = (
    db
      .prepare('SELECT DISTINCT user_uuid AS uuid FROM accessors WHERE user_uuid IS NOT NULL ORDER BY user_uuid')
      .all() as { uuid: string }[]
  ).map((row) => row.uuid);
  const taken = new Set(Object.values(NAMED));
  const named = new Map<string, string>();
  for (const uuid of users) {
    let name = NAMED[uuid];
    for (let n = hash(uuid); !name; n++) {
      const candidate = `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]}`;
      if (!taken.has(candidate)) name = candidate;
    }
    taken.add(name);
    named.set(uuid, name);
  }
  const lines = [
    'uuid,kind,name,email',
    ...groups.map((group) => `${group.uuid},group,${field(group.name)},`),
    ...[...named].map(([uuid, name]) => `${uuid},user,${field(name)},${email(name)}`),
  ];
  return lines.join('\r\n') + '\r\n';
}
