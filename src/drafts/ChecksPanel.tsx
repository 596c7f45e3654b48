import { Anchor, Badge, Center, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Spinner } from '../ui/Spinner';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../ui/ErrorState';
import type { CheckResult, Checklist } from '../checks';
import type { Finding, ReviewSubject, Verdict } from '../checks';
import type { DraftChecklist } from './useDraftChecklist';
import { modelPath } from '../lib/paths';
import { titleIn } from '../ui/titles';
import { readModelView, writeModelView } from '../lib/urlState';
import { t } from '../i18n/translate';

export const VERDICT_LOOK: Record<Verdict, { color: string; icon: typeof IconCircleCheck }> = {
  pass: { color: 'green', icon: IconCircleCheck },
  warn: { color: 'yellow', icon: IconAlertTriangle },
  fail: { color: 'red', icon: IconCircleX },
};

/** A verdict in a word: "Passed", "Warning", "Failed". */
export const verdictWord = (verdict: Verdict) => t(`verdict.${verdict}`);

/** "4 passed · 1 warning · 1 failed". */
export function checklistCounts({ counts }: Pick<Checklist, 'counts'>): string {
  const parts = [t('checks.passed', { count: counts.pass })];
  if (counts.warn) parts.push(t('checks.warnings', { count: counts.warn }));
  if (counts.fail) parts.push(t('checks.failed', { count: counts.fail }));
  return parts.join(' · ');
}

/** Where a finding leads: the vertex on the draft's canvas, the language, the description, or a model of the target. */
function FindingLink({ finding, subject }: { finding: Finding; subject: ReviewSubject }) {
  const [params] = useSearchParams();
  const about = finding.subject;
  if (!about) return <>{finding.message}</>;
  if (about.kind === 'model') {
    return (
      <Anchor component={Link} to={modelPath(about.repositoryId, about.model)} target="_blank">
        {finding.message}
      </Anchor>
    );
  }
  const view = readModelView(params);
  const to =
    about.kind === 'vertex'
      ? writeModelView({ ...view, tab: 'canvas', vertex: about.vertex }, params)
      : writeModelView(
          {
            ...view,
            tab: about.kind === 'description' ? 'descriptions' : 'canvas',
            language: about.language,
            vertex: undefined,
          },
          params,
        );
  let label = finding.message;
  if (about.kind === 'vertex') {
    const vertex = subject.canvas.vertices.find((v) => v.uuid === about.vertex);
    const title = vertex && titleIn(subject.symbols.get(vertex.symbol)?.titles, undefined, undefined)?.text;
    label = t('checks.findingAt', {
      vertex: title ? t('quote.text', { text: title }) : t('checks.vertexWithoutTitle'),
      message: finding.message,
    });
  }
  return (
    <Anchor component={Link} to={`?${to.toString()}`}>
      {label}
    </Anchor>
  );
}

function CheckRow({ result, subject }: { result: CheckResult; subject: ReviewSubject }) {
  const look = VERDICT_LOOK[result.verdict];
  const Icon = look.icon;
  return (
    <Paper
      withBorder
      p="sm"
      component="li"
      aria-label={t('checks.rowLabel', { title: result.rule.title, verdict: verdictWord(result.verdict) })}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon color={look.color} variant="light" size="md" aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1 }}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {result.rule.title}
            </Text>
            <Badge color={look.color} variant="light" size="sm" tt="none">
              {verdictWord(result.verdict)}
            </Badge>
          </Group>
          <Text size="sm">{result.summary}</Text>
          {result.findings.length > 0 && (
            <List size="sm" spacing={2}>
              {result.findings.slice(0, 20).map((finding, index) => (
                <List.Item key={index}>
                  <FindingLink finding={finding} subject={subject} />
                </List.Item>
              ))}
              {result.findings.length > 20 && (
                <List.Item>{t('checks.more', { count: result.findings.length - 20 })}</List.Item>
              )}
            </List>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The draft's checks against the chosen target, each with its findings linked to what they are about. */
export function ChecksPanel({ target, review }: { target: string | undefined; review: DraftChecklist }) {
  if (!target) return <Text size="sm">{t('checks.chooseTarget')}</Text>;
  if (review.error) return <ErrorState error={review.error} onRetry={review.retry} />;
  if (!review.checklist || !review.subject) {
    return (
      <Center py="md">
        <Spinner size="sm" label={t('checks.running')} />
      </Center>
    );
  }
  const { checklist, subject } = review;
  return (
    <Stack gap="xs">
      <Text size="sm" aria-live="polite">
        {t('checks.checkedAgainst', { target: subject.target.name, counts: checklistCounts(checklist) })}
        {checklist.verdict === 'fail' && ` ${t('checks.confirmFailed')}`}
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('checks.list')}>
        {checklist.results.map((result) => (
          <CheckRow key={result.rule.id} result={result} subject={subject} />
        ))}
      </Stack>
    </Stack>
  );
}
