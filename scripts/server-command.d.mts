export declare const SERVER_NODE_FLAGS: string[];
export declare function serverNodeArgs(): string[];
