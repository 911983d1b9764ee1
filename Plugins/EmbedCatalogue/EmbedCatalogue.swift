import PackagePlugin

/// Embeds the target's `catalogue.json` in the binary as a Swift string literal: a string
/// compiles in seconds where `.embedInCode`'s byte array took minutes and gigabytes.
@main
struct EmbedCatalogue: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let inputs = module.sourceFiles.map(\.url).filter { $0.lastPathComponent == "catalogue.json" }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedCatalogue.swift")
    return [
      .buildCommand(
        displayName: "Embedding the built-in catalogue",
        executable: try context.tool(named: "EmbedCatalogueTool").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
