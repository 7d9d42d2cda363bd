// The modules vite-catalogues.ts generates from the catalogue folders.
declare module 'virtual:catalogues' {
  export const catalogueLoaders: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
}

declare module 'virtual:back-office-catalogues' {
  export const backOfficeLoaders: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
}
