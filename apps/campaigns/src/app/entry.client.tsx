import { hydrateAfterFirstPaint } from '@lumen/site-shell/root/entry-client.tsx';

hydrateAfterFirstPaint();
