// Starts `kina lsp` (stdio) for .kina files; the command is the setting kina.server.command.
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const [command, ...args] = vscode.workspace.getConfiguration("kina").get("server.command", ["kina", "lsp"]);
  const server = { command, args, transport: TransportKind.stdio };
  client = new LanguageClient("kina", "Kina language server", server, {
    documentSelector: [{ scheme: "file", language: "kina" }, { scheme: "untitled", language: "kina" }],
  });
  client.start();
  context.subscriptions.push({ dispose: () => client && client.stop() });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
