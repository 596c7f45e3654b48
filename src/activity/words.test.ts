import { afterAll, describe, expect, it } from 'vitest';
import { completeCatalogue, setLanguage } from '../i18n/translate';
import { actorWords, schedulerWords } from './words';

const TOKEN = { kind: 'administrator', id: 'administrator', name: 'administrator token' } as const;
const KEY = { kind: 'key', id: 'key:5f2a', name: 'Nightly export' } as const;
/** As the server named a key before it left the kind to the console. */
const OLD_KEY = { kind: 'key', id: 'key:5f2a', name: 'application key · Nightly export' } as const;
const SCHEDULE = { kind: 'administrator', id: 'key-schedule', name: 'key schedule (console server)' } as const;
const OTHER_TOKEN = { kind: 'administrator', id: 'token:9c1e', name: '9c1e' } as const;
const PERSON = { kind: 'person', id: 'ada', name: 'Ada Okafor' } as const;

async function inLanguage(language: 'en' | 'de' | 'fr') {
  await setLanguage(language);
  await completeCatalogue();
}

afterAll(() => setLanguage('en'));

describe('who acted, in the reader’s language', () => {
  it('words the kinds in French and German, keeping names as they are', async () => {
    await inLanguage('fr');
    expect(actorWords(TOKEN)).toBe('le jeton d’administrateur');
    expect(actorWords(KEY)).toBe('la clé d’application · Nightly export');
    expect(actorWords(OLD_KEY)).toBe('la clé d’application · Nightly export');
    expect(actorWords(SCHEDULE)).toBe('le planning des clés (serveur de la console)');
    expect(actorWords(OTHER_TOKEN)).toBe('un jeton · 9c1e');
    expect(actorWords(PERSON)).toBe('Ada Okafor');
    expect(schedulerWords('administrator token')).toBe('le jeton d’administrateur');
    expect(schedulerWords('Ada Okafor')).toBe('Ada Okafor');

    await inLanguage('de');
    expect(actorWords(TOKEN)).toBe('das Administrator-Token');
    expect(actorWords(KEY)).toBe('Anwendungsschlüssel · Nightly export');
    expect(schedulerWords('console server (renewal)')).toBe('der Konsolenserver (Erneuerung)');
  });

  it('leaves no English word of the server’s in French or German', async () => {
    const actors = [TOKEN, KEY, OLD_KEY, SCHEDULE, OTHER_TOKEN];
    for (const language of ['fr', 'de'] as const) {
      await inLanguage(language);
      for (const actor of actors)
        expect(actorWords(actor)).not.toMatch(
          /administrator token|application key|key schedule|a token ·|console server/,
        );
    }
  });
});
