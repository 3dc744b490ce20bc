/**
 * Joins class names without merging them: for class lists that cannot conflict, such as the
 * header's, which every page loads first. `cn` merges (a caller's utility wins over a
 * component's default) and costs every page's first script about 1.5 KB of gzip (ADR 020).
 */
export { clsx as cx } from 'clsx';
