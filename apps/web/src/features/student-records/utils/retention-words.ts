import { studentRecords } from '@kitlab/contract';

type RetentionSetting = studentRecords.RetentionSetting;

/** Where an organisation's days come from, in the administrator's words. */
const SOURCE_LABELS: Record<RetentionSetting['source'], string> = {
  own: 'set here',
  district: 'the district’s setting',
  default: 'Kitlab’s default',
};

/** What "not set here" means for an organisation: a school follows its district. */
export function followLabel(setting: Pick<RetentionSetting, 'kind'>): string {
  return setting.kind === 'school'
    ? 'Follow the district'
    : `Use the default (${studentRecords.RETENTION_DEFAULT_DAYS} days)`;
}

/** "Kept 365 days after a student leaves: Kitlab's default." */
export function keptFor(setting: RetentionSetting): string {
  return `Kept ${setting.former_student_days} days after a student leaves: ${SOURCE_LABELS[setting.source]}.`;
}
