/// Invalid catalogue input: what is wrong and where, by JSON path and, when known, line.
public struct CatalogueError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The JSON path, e.g. `scenarios[3].window.rootViewController.children[1].kind`; `$` is the
  /// whole document.
  public var path: String
  public var line: Int?
  public var message: String
  /// When a file has several invalid scenarios, this error is the first one's; `others` are the
  /// next ones' (each scenario's first error, in file order, at most
  /// ``Catalogue/maxListedErrors`` with this one), `invalidScenarios` counts them all.
  public var others: [CatalogueError] = []
  public var invalidScenarios = 1

  public init(path: String, line: Int?, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  public var description: String {
    "\(path): \(message)" + (line.map { " (line \($0))" } ?? "")
  }
}
