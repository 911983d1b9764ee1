import PackagePlugin

/// Embeds the target's `.sql` files (the numbered migrations and views.sql) in the binary as
/// Swift string literals, so the binary needs no file from the source tree at run time.
@main
struct EmbedSQL: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let inputs = module.sourceFiles.map(\.url).filter { $0.pathExtension == "sql" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) SQL files",
        executable: try context.tool(named: "EmbedSQLTool").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
