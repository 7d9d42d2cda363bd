// Kept apart from the long language list so the first screen can set its direction without
// downloading the list, which only the header's selector needs.
export const DEFAULT_LANGUAGE = 'en';

const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);

export const isRtl = (code: string) => RIGHT_TO_LEFT.has(code);
