/// The built-in catalogue of rotation scenarios, embedded in the binary at build time.
public enum BuiltInCatalogue {
  /// The catalogue's JSON text, in the catalogue format (version 1).
  public static var json: String { embedded }
}
