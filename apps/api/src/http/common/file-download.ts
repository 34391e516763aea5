import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';

/** A report's file (CSV, xlsx) as an attachment the browser saves, never kept in a cache. */
export function download(response: Response, file: Buffer, type: string, name: string): StreamableFile {
  response.setHeader('Cache-Control', 'private, no-store');
  return new StreamableFile(file, {
    type,
    disposition: `attachment; filename="${name}"`,
    length: file.length,
  });
}
