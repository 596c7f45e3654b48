import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'àƀçđéƒĝĥîĵķĺɱñöƥʠŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖƤɊŔŠŢÛṼŴẊÝŽ'][i],
  ]),
);

/** Every letter accented, so that text which did not pass through the catalogues stands out as plain ASCII. */
export const accented = (text: string) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter]);

function accentElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: accented(element.value) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([option, { value }]) => [option, { value: accentElements(value) }]),
          ),
        };
      case TYPE.tag:
        return { ...element, children: accentElements(element.children) };
      default:
        return element;
    }
  });
}

/** The letters a message shows, counted in its literal parts (an estimate for a plural: its first option). */
function letterCount(elements: MessageFormatElement[]): number {
  return elements.reduce((sum, element) => {
    if (element.type === TYPE.literal) return sum + element.value.length;
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return sum + letterCount(Object.values(element.options)[0]?.value ?? []);
    if (element.type === TYPE.tag) return sum + letterCount(element.children);
    return sum + 6;
  }, 0);
}

/** "Sign in" → "[Šîĝñ îñ ···]": accented, and padded to about 35% longer, as German and French often run. */
export function pseudoMessage(elements: MessageFormatElement[]): MessageFormatElement[] {
  const padding = '·'.repeat(Math.max(1, Math.ceil(letterCount(elements) * 0.35) - 3));
  return [
    { type: TYPE.literal, value: '[' },
    ...accentElements(elements),
    { type: TYPE.literal, value: ` ${padding}]` },
  ];
}
