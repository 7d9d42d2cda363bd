export declare function clientBuildIsStale(root?: string): boolean;
export declare function ensureClientBuild(options?: { quiet?: boolean; force?: boolean }): boolean;
