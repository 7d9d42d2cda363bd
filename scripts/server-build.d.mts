export declare function compiled(entry: string, outfile: string): string;
