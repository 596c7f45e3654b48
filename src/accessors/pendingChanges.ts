import type { Accessor, Privileges } from '../api/types';
import { shortUuid } from '../lib/uuid';
import {
  DISPLAYED_FLAGS,
  PRIVILEGE_GROUPS,
  PRIVILEGES,
  type PrivilegeFlag,
  type PrivilegeGroup,
} from '../../common/privileges';
import { t } from '../i18n/translate';
import { labelFor, wordFor } from '../lib/words';

export { DISPLAYED_FLAGS, PRIVILEGE_GROUPS, PRIVILEGES, type PrivilegeFlag, type PrivilegeGroup };

/** A flag, its meaning and its group in the interface language. */
export const flagLabel = (flag: PrivilegeFlag) => labelFor('privilege', flag);
export const flagExplanation = (flag: PrivilegeFlag) => wordFor('privilege', flag).explanation;
export const groupLabel = (group: PrivilegeGroup) => t(`privilegeGroup.${group}`);

/** The flags of each group, in the order they are shown: the matrix's columns, the legend, the add dialog. */
export const FLAGS_BY_GROUP = (Object.keys(PRIVILEGE_GROUPS) as PrivilegeGroup[]).map((group) => ({
  group,
  flags: DISPLAYED_FLAGS.filter((flag) => PRIVILEGES[flag].group === group),
}));

/** The flags as a grouped choice (a Select's data), each labelled by `labelOf`. */
export const privilegeChoices = (labelOf: (flag: PrivilegeFlag) => string) =>
  FLAGS_BY_GROUP.map(({ group, flags }) => ({
    group: groupLabel(group),
    items: flags.map((flag) => ({ value: flag, label: labelOf(flag) })),
  }));

// The generated types must know exactly these flags (and the read-only None).
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const flagsMatchTheDocument: Equal<Exclude<keyof Privileges, 'None'>, PrivilegeFlag> = true;
void flagsMatchTheDocument;

/** Edits not yet saved, per accessor: the flags as read when first edited, and the wanted values. */
export interface PendingEdit {
  label: string;
  original: Partial<Record<PrivilegeFlag, boolean>>;
  wanted: Partial<Record<PrivilegeFlag, boolean>>;
}
export type PendingChanges = Readonly<Record<string, PendingEdit>>;

/** A user's or group's name from the console's directory, if it has one. */
export type NameOf = (uuid: string) => string | undefined;

/**
 * Who an accessor is, in words: the directory's name, the group's name from the service, or the uuid shortened.
 * The schema lets a service leave out the user, the group and even the uuid.
 */
export function accessorWords(
  accessor: Accessor,
  nameOf: NameOf = () => undefined,
): { kind: 'group' | 'user' | 'accessor'; name: string } {
  const group = accessor.groupEntity?.group;
  if (accessor.type === 'group' || group)
    return { kind: 'group', name: (group && (nameOf(group.uuid) ?? group.name)) ?? shortUuid(accessor.uuid ?? '') };
  if (accessor.user) return { kind: 'user', name: nameOf(accessor.user) ?? shortUuid(accessor.user) };
  return {
    kind: accessor.type === 'user' ? 'user' : 'accessor',
    name: accessor.uuid ? shortUuid(accessor.uuid) : t('accessor.withoutUuid'),
  };
}

/** "user Alice", "group Auditors": who an accessor is, in a few words for lists and labels. */
export const accessorLabel = (accessor: Accessor, nameOf?: NameOf) =>
  t('accessor.label', accessorWords(accessor, nameOf));

/** Wants one flag at a value; wanting what was read removes the edit, so nothing is sent for it. */
export function setFlag(
  pending: PendingChanges,
  accessor: Accessor,
  flag: PrivilegeFlag,
  value: boolean,
  nameOf?: NameOf,
): PendingChanges {
  const id = accessor.uuid;
  if (!id) return pending; // nothing can be sent for an accessor without a uuid
  const current = pending[id];
  const original = current?.original[flag] ?? accessor.privileges?.[flag] ?? false;
  const wanted = { ...current?.wanted };
  if (value === original) delete wanted[flag];
  else wanted[flag] = value;
  const next = { ...pending };
  if (Object.keys(wanted).length === 0) delete next[id];
  else
    next[id] = {
      label: current?.label ?? accessorLabel(accessor, nameOf),
      original: { ...current?.original, [flag]: original },
      wanted,
    };
  return next;
}

/** Flips one flag as a cell shows it. */
export const toggleFlag = (pending: PendingChanges, accessor: Accessor, flag: PrivilegeFlag, nameOf?: NameOf) =>
  setFlag(pending, accessor, flag, !shownFlag(pending, accessor, flag), nameOf);

/** One flag granted or withdrawn for many accessors at once (a bulk change), as ordinary pending edits. */
export const setFlagForAll = (
  pending: PendingChanges,
  accessors: readonly Accessor[],
  flag: PrivilegeFlag,
  value: boolean,
  nameOf?: NameOf,
) => accessors.reduce((next, accessor) => setFlag(next, accessor, flag, value, nameOf), pending);

/** The value a cell shows: the pending one if edited, else the accessor's. */
export const shownFlag = (pending: PendingChanges, accessor: Accessor, flag: PrivilegeFlag) =>
  (accessor.uuid ? pending[accessor.uuid]?.wanted[flag] : undefined) ?? accessor.privileges?.[flag] ?? false;

export interface DiffLine {
  accessorId: string;
  label: string;
  flag: PrivilegeFlag;
  from: boolean;
  to: boolean;
}

export function diffLines(pending: PendingChanges): DiffLine[] {
  return Object.entries(pending).flatMap(([accessorId, edit]) =>
    DISPLAYED_FLAGS.filter((flag) => flag in edit.wanted).map((flag) => ({
      accessorId,
      label: edit.label,
      flag,
      from: edit.original[flag] ?? false,
      to: edit.wanted[flag]!,
    })),
  );
}

/** One PATCH body per changed accessor, with just the changed flags. */
export function patches(pending: PendingChanges): { accessorId: string; privileges: Privileges }[] {
  return Object.entries(pending).map(([accessorId, edit]) => ({ accessorId, privileges: { ...edit.wanted } }));
}

/** Whether a re-read accessor already holds every wanted value (an unknown outcome that did apply). */
export const applied = (edit: PendingEdit, accessor: Accessor | undefined) =>
  accessor !== undefined &&
  Object.entries(edit.wanted).every(([flag, value]) => accessor.privileges?.[flag as PrivilegeFlag] === value);
