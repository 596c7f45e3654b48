import '@mantine/tiptap/styles.css';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { DESCRIPTION_TYPES } from '../../common/descriptionTypes';
import type { EditCommand, WorkingCopy } from '../../common/editCommands';
import { t } from '../i18n/translate';
import { sanitizeHtml } from '../lib/sanitize';
import { labelFor } from '../lib/words';
import type { KnownLanguage } from '../repositories';

/** Typing settles into one change after this long without a key, or when the field is left. */
const SETTLE_MS = 600;

/**
 * Text typed here is the field's until it settles (SETTLE_MS, or leaving the field): then it becomes one change of
 * the edit. A change from elsewhere (an undo) shows at once, unless the field is being typed in.
 */
function useSettlingText(kept: string, commit: (text: string) => void) {
  const [text, setText] = useState(kept);
  const typing = useRef(false);
  useEffect(() => {
    if (!typing.current) setText(kept);
  }, [kept]);
  useEffect(() => {
    if (!typing.current || text === kept) return;
    const timer = setTimeout(() => {
      typing.current = false;
      commit(text);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, kept, commit]);
  const settle = () => {
    typing.current = false;
    if (text !== kept) commit(text);
  };
  const type = (next: string) => {
    typing.current = true;
    setText(next);
  };
  return { text, type, settle };
}

function TitleField({
  language,
  kept,
  perform,
  editable,
}: {
  language: KnownLanguage;
  kept: string;
  perform(command: EditCommand): void;
  editable: boolean;
}) {
  const field = useSettlingText(kept, (to) => perform({ kind: 'retitle', language: language.uuid, from: kept, to }));
  return (
    <TextInput
      label={t('editor.titleIn', { language: language.name })}
      description={language.defaultLanguage ? t('editor.defaultLanguage') : undefined}
      value={field.text}
      onChange={(event) => field.type(event.currentTarget.value)}
      onBlur={field.settle}
      disabled={!editable}
      maxLength={1000}
    />
  );
}

function DescriptionField({
  descriptionType,
  language,
  kept,
  perform,
  editable,
}: {
  descriptionType: string;
  language: KnownLanguage;
  kept: string;
  perform(command: EditCommand): void;
  editable: boolean;
}) {
  const [clean] = useState(() => sanitizeHtml(kept).html);
  // The editor's callbacks are made once: they read what the copy holds now through a ref.
  const now = useRef({ kept, perform });
  now.current = { kept, perform };
  const commit = (html: string) => {
    // Kept as the console shows it: sanitised, and nothing for an empty paragraph.
    const to = html === '<p></p>' ? '' : sanitizeHtml(html).html;
    const from = now.current.kept;
    if (to !== from && to !== sanitizeHtml(from).html)
      now.current.perform({ kind: 'describe', descriptionType, language: language.uuid, from, to });
  };
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const name = t('editor.descriptionIn', {
    type: labelFor('descriptionType', descriptionType),
    language: language.name,
  });
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    // The editable element is the text box a screen reader announces: it carries the field's name.
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name } },
    content: clean,
    editable,
    immediatelyRender: false,
    onUpdate: ({ editor: changed }) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commit(changed.getHTML()), SETTLE_MS);
    },
    onBlur: ({ editor: left }) => {
      clearTimeout(timer.current);
      commit(left.getHTML());
    },
  });
  // An undo from elsewhere: the editor shows what the copy holds.
  useEffect(() => {
    if (editor && !editor.isFocused && sanitizeHtml(kept).html !== editor.getHTML())
      editor.commands.setContent(sanitizeHtml(kept).html, { emitUpdate: false });
  }, [editor, kept]);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} aria-hidden>
        {name}
      </Text>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Stack>
  );
}

/** The working copy's titles, in each language of the draft repository, and its descriptions in a rich-text editor. */
export function TextsPanel({
  working,
  languages,
  perform,
  editable,
}: {
  working: WorkingCopy;
  languages: readonly KnownLanguage[];
  perform(command: EditCommand): void;
  editable: boolean;
}) {
  return (
    <Stack gap="md" maw={820}>
      <Title order={2} size="h4">
        {t('editor.titles')}
      </Title>
      {languages.map((language) => (
        <TitleField
          key={language.uuid}
          language={language}
          kept={working.titles[language.uuid] ?? ''}
          perform={perform}
          editable={editable}
        />
      ))}
      <Title order={2} size="h4">
        {t('editor.descriptions')}
      </Title>
      {Object.values(DESCRIPTION_TYPES).map((descriptionType) =>
        languages.map((language) => (
          <DescriptionField
            key={`${descriptionType}/${language.uuid}`}
            descriptionType={descriptionType}
            language={language}
            kept={working.descriptions[descriptionType]?.[language.uuid] ?? ''}
            perform={perform}
            editable={editable}
          />
        )),
      )}
    </Stack>
  );
}
