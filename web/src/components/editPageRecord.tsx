import type { ReactElement } from 'react';
import { LoadFailedPage, NotFoundPage, type BackLink } from '../shell/EditPageStates';
import { PageLoader } from './PageLoader';

interface RecordQuery<TData> {
  data?: TData | undefined;
  loading: boolean;
  refetch: () => Promise<{ data?: TData | undefined }>;
}

export interface RecordPageOptions<TData, TRecord, TValues> {
  /** Lower-case noun: "league", "stream group". */
  what: string;
  id: string;
  back: BackLink;
  gone?: 'removed' | 'deleted';
  record: (data: TData) => TRecord | null | undefined;
  /** The form's values from a record, for the conflict notice's "load the latest". */
  values: (record: TRecord) => TValues;
}

export type RecordPage<TData, TRecord, TValues> =
  | { page: ReactElement }
  | {
      page: null;
      data: TData;
      record: TRecord;
      /** The record's form props: its values, its version and how to load the latest. */
      form: {
        initialValues: TValues;
        version: string;
        loadLatest: () => Promise<{ values: TValues; version: string } | null>;
      };
      reload: () => void;
    };

/**
 * An edit page's record, or the page shown instead of its form: the loader, "could not be loaded"
 * (the error toast said why; Retry or go back) or "not found".
 */
export function editPageRecord<TData, TRecord extends { version: string }, TValues>(
  query: RecordQuery<TData>,
  { what, id, back, gone, record: recordOf, values }: RecordPageOptions<TData, TRecord, TValues>,
): RecordPage<TData, TRecord, TValues> {
  const { data, loading, refetch } = query;
  const reload = () => void refetch().catch(() => undefined);

  if (loading && !data) return { page: <PageLoader label={`Loading ${what}…`} /> };
  if (!data) return { page: <LoadFailedPage what={what} back={back} onRetry={reload} /> };
  const record = recordOf(data);
  if (!record) return { page: <NotFoundPage what={what} id={id} back={back} gone={gone} /> };

  const loadLatest = async () => {
    const fresh = (await refetch()).data;
    const latest = fresh ? recordOf(fresh) : null;
    return latest ? { values: values(latest), version: latest.version } : null;
  };
  return {
    page: null,
    data,
    record,
    form: { initialValues: values(record), version: record.version, loadLatest },
    reload,
  };
}
