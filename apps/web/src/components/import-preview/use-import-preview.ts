import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const PREVIEW_DELAY_MS = 300;

/** What every import preview answers: the rows marked create or update, and the lines left out. */
export interface ImportPreviewAnswer<Row> {
  rows: Row[];
  skipped: { line: number; reason: string; text?: string }[];
  creates: number;
  updates: number;
}

/** The mutation that asks the server for a preview (writes nothing). */
export interface ImportPreviewRequest<Row> {
  mutate: (text: string, options: { onSuccess: (answer: ImportPreviewAnswer<Row>) => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** Pasted text and the server's preview of it: asked for once typing pauses, and shown only while it
 * is the preview of the text in the box (`stale` otherwise). */
export function useImportPreview<Row>(request: ImportPreviewRequest<Row>) {
  const [text, setText] = useState('');
  const settledText = useDebouncedValue(text, PREVIEW_DELAY_MS);
  const [preview, setPreview] = useState<{ text: string; answer: ImportPreviewAnswer<Row> } | null>(null);
  const { mutate } = request;

  useEffect(() => {
    if (!settledText.trim()) return;
    mutate(settledText, { onSuccess: (answer) => setPreview({ text: settledText, answer }) });
  }, [settledText, mutate]);

  const current = text.trim() && preview?.text === text ? preview.answer : null;
  return {
    text,
    setText,
    current,
    rows: current?.rows ?? [],
    stale: text.trim() !== '' && !current,
    creates: current?.creates ?? 0,
    updates: current?.updates ?? 0,
    previewing: request,
    reset: () => {
      setText('');
      setPreview(null);
    },
  };
}

export type ImportPreviewState<Row> = ReturnType<typeof useImportPreview<Row>>;
