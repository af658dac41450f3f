'use client';

import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@/lib/schemas/export';
import { apiErrorOf, urlOf } from './client';
import { exportUserData } from './routes/users/export-user-data';
import { useApiSession } from './use-api-session';

/** How long the browser keeps a downloaded file's object URL: long enough for the save to start. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** The name the server gave the file (Content-Disposition), or a plain one. */
function fileNameOf(response: Response): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'community-weight-tracker-export';
}

/**
 * GET /api/User/{id}/export?format=: the answer is a file, and the call needs the bearer token,
 * which a plain link cannot send. So the file is fetched, then handed to the browser to save
 * under the server's name through a `download` link to its object URL.
 */
export function useDownloadExport(userId: string) {
  const { token } = useApiSession();
  return useMutation({
    mutationFn: async (format: ExportFormat) => {
      const response = await fetch(urlOf(exportUserData, { params: { id: userId }, query: { format } }), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw apiErrorOf(response, await response.json().catch(() => null));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
    },
  });
}
