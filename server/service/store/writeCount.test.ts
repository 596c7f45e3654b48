import { describe, expect, it } from 'vitest';
import { openDatabase, writeCount } from './database.js';

describe('writeCount', () => {
  const db = openDatabase(':memory:');
  db.exec('CREATE TABLE scratch (n INTEGER)');
  const totalChanges = () => db.prepare('SELECT total_changes()').pluck().get() as number;

  it('moves with every write, however the statement is run', () => {
    const writes: (() => unknown)[] = [
      () => db.prepare('INSERT INTO scratch VALUES (1)').run(),
      () => db.prepare('INSERT INTO scratch VALUES (2) RETURNING n').get(),
      () => db.prepare('UPDATE scratch SET n = n + 1 RETURNING n').all(),
      () => [...db.prepare('DELETE FROM scratch WHERE n = 3 RETURNING n').iterate()],
      () => db.prepare('INSERT INTO scratch VALUES (?) RETURNING n').pluck().get(7),
      () => db.exec('INSERT INTO scratch VALUES (5)'),
      () => db.transaction(() => db.prepare('INSERT INTO scratch VALUES (6)').run())(),
    ];
    for (const write of writes) {
      const [count, changes] = [writeCount(db), totalChanges()];
      write();
      expect(totalChanges()).toBeGreaterThan(changes);
      expect(writeCount(db)).toBeGreaterThan(count);
    }
  });

  it('stays put while the connection only reads', () => {
    const count = writeCount(db);
    db.prepare('SELECT n FROM scratch').all();
    db.prepare('SELECT count(*) FROM scratch').pluck().get();
    for (const _row of db.prepare('SELECT n FROM scratch').iterate());
    expect(writeCount(db)).toBe(count);
  });
});
