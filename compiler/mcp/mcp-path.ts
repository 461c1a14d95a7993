/** The path `docs dev --mcp` answers MCP requests on (the SDK's own is loaded only with the flag). */
export const MCP_PATH = '/mcp';
