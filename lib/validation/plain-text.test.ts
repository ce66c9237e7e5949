import {
  isMultiLineText,
  isSingleLineText,
  multiLine,
  singleLine,
  withoutControlCharacters,
} from './plain-text';

const controls = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff'];

describe('the plain text rule', () => {
  it.each(controls)('refuses %j in one-line and multi-line text', (control) => {
    expect(isSingleLineText(`anna${control}@example.at`)).toBe(false);
    expect(isMultiLineText(`Hallo${control}Welt`)).toBe(false);
  });

  it.each(['\t', '\n', '\r'])('refuses %j in one line, keeps it in several', (space) => {
    expect(isSingleLineText(`a${space}b`)).toBe(false);
    expect(isMultiLineText(`a${space}b`)).toBe(true);
  });

  it('keeps any script, emoji and typographic characters', () => {
    for (const text of ['Ștefan Ionescu', 'Größe 42 – „gut“', '東京', 'Danke 👍🏽', 'a\u00a0b', 'ﬁ'])
      expect(isSingleLineText(text) && isMultiLineText(text)).toBe(true);
  });

  it('gives the field’s own message', () => {
    expect(singleLine('account.emailInvalid').safeParse('a\u0000@b.at').error?.issues[0]?.message).toBe(
      'account.emailInvalid',
    );
    expect(multiLine('commentInvalid').safeParse('a\u0007b').error?.issues[0]?.message).toBe(
      'commentInvalid',
    );
    expect(singleLine('x').max(3).safeParse('abcd').success).toBe(false);
  });

  it('turns control characters of a search into spaces', () => {
    expect(withoutControlCharacters('schuh\u0000e\u0085n')).toBe('schuh e n');
    expect(withoutControlCharacters('a\nb\u0000', { keepLines: true })).toBe('a\nb ');
  });
});
