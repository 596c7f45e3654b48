import { describe, expect, it } from 'vitest';
import { mentionNamesOf, mentionsIn } from './proposals';

describe('mentions', () => {
  it('finds a name after @ at the start, after a space or a bracket, once each', () => {
    expect(mentionsIn('@Ada please look, (@Ben.Okafor) and @Ada again.')).toEqual(['Ada', 'Ben.Okafor']);
  });

  it('takes no address, and no trailing punctuation, for a mention', () => {
    expect(mentionsIn('write to ada@example.com, or @Zoë.')).toEqual(['Zoë']);
    expect(mentionsIn('@ alone, @-dash')).toEqual([]);
  });

  it('names a person by the first word of their name or by all of them joined with dots', () => {
    expect(mentionNamesOf('Ada  Lovelace')).toEqual(['ada', 'ada.lovelace']);
    expect(mentionNamesOf('Ben')).toEqual(['ben']);
  });
});
