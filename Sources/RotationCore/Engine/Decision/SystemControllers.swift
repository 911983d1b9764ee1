/// UIKit's own controllers (catalogue-format §8.2, `systemClass`; docs/rules.md §5.15): their
/// masks are the system's, cited in the trace.
extension Simulation {
  /// The orientations a system controller supports on this idiom (R-Y1 to R-Y3).
  mutating func systemMask(_ index: Int, _ system: SystemClass) -> OrientationMask {
    let mask = system.mask(on: idiom)
    let label = main.hierarchy.label(index)
    switch system {
    case .imagePicker:
      note(
        .systemPicker,
        "\(label) is UIKit's own photo picker: it supports portrait only, on iPhone and iPad "
          + "alike.")
    case .storeProduct:
      note(
        .systemStoreSheet,
        "\(label) is StoreKit's own App Store sheet: it supports portrait only.")
    default:
      note(
        .systemDefaultAnswers,
        "\(label) is \(system.rawValue), unsubclassed: it answers as UIViewController does on "
          + "\(idiom.rawValue), \(mask.spoken).")
    }
    return mask
  }
}
