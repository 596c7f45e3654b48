// A Vite plugin: two Mantine parts that every signed-in page draws import a whole library for one small thing,
// and would load it with the first page; each gets that thing from where it is small instead.
// - ScrollArea (which Mantine's Table imports, for Table.ScrollContainer) takes one hook, useMergeRefs, from
//   @floating-ui/react: all of floating-ui came with every list (15 KB gzip). Mantine's own useMergedRef does
//   the same. Menus, popovers and tooltips still bring floating-ui when they load (src/ui/overlayOnDemand.tsx).
// - AppShell's header, footer and aside take one class name from react-remove-scroll (4 KB gzip): it comes from
//   react-remove-scroll-bar's constants, where react-remove-scroll takes it too.
// The build fails, naming the file, if a part imports otherwise or uses more of what it imported.

/** @type {{ file: RegExp, from: string, to: string, uses: RegExp }[]} */
const TRIMS = [
  {
    file: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    from: 'import { useMergeRefs } from "@floating-ui/react";',
    to: 'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);',
    uses: /\buseMergeRefs\(\[/g,
  },
  ...['Header', 'Footer', 'Aside'].map((section) => ({
    file: new RegExp(
      `[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]AppShell[\\\\/]AppShell${section}[\\\\/]AppShell${section}\\.mjs$`,
    ),
    from: 'import { RemoveScroll } from "react-remove-scroll";',
    to: 'import { zeroRightClassName } from "react-remove-scroll-bar/constants";\nconst RemoveScroll = { classNames: { zeroRight: zeroRightClassName } };',
    uses: /\bRemoveScroll\.classNames\.zeroRight\b/g,
  })),
];

/** @returns {import('vite').Plugin} */
export function vendorImportTrims() {
  return {
    name: 'vendor-import-trims',
    apply: 'build',
    transform(code, id) {
      const trim = TRIMS.find(({ file }) => file.test(id));
      if (!trim) return undefined;
      const name = trim.from.match(/\{ (\w+) \}/)[1];
      const mentions = code.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0;
      const uses = code.match(trim.uses)?.length ?? 0;
      // The import itself, and every other mention one of the known uses.
      if (!code.includes(trim.from) || mentions !== 1 + uses || uses === 0)
        throw new Error(`${id} no longer imports and uses ${name} as scripts/vendorImportTrims.mjs expects`);
      return { code: code.replace(trim.from, trim.to), map: null };
    },
  };
}
