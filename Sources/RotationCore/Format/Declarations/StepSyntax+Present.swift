/// The `present` step's declaration: its keys, reading, writing and wording (catalogue-format
/// §3, §7.5, §8.3).
extension StepSyntax {
  static let present = StepSyntax(
    .present,
    keys: [
      Key("controller", "Controller"),
      Key(
        "style", PresentationStyle.allCases.map(\.rawValue).joined(separator: " | "),
        absent: "fullScreen"),
      Key(
        "adaptiveStyle", "default | none",
        absent: "default: UIKit adapts the style to the size class (8.0+)"),
      Key("from", "controller name", absent: "the top controller"),
      Key("prefersEdgeAttachedInCompactHeight", "bool", absent: "false (15.0+)"),
      Key(
        "launchPhase", LaunchPhase.allCases.map(\.rawValue).joined(separator: " | "),
        absent: "after launch; only on a present that directly follows launch"),
      Key(
        "presentationController",
        "{\"shouldPresentInFullscreen\": bool, \"shouldRemovePresentersView\": bool} | null",
        absent: "none of the app's own (only a transitioning delegate); with style custom only"),
    ],
    meaning: "modal presentation from the top controller",
    read: { reader throws(CatalogueError) in
      let controller = try reader.controller("controller")
      let style: PresentationStyle = try reader.choice(
        "style", noun: "presentation style", default: .fullScreen)
      return .present(
        controller,
        Presentation(
          style: style,
          adaptiveStyle: try reader.optionalChoice("adaptiveStyle", noun: "valid adaptive style"),
          from: try reader.name("from"),
          prefersEdgeAttachedInCompactHeight: try reader.optionalBool(
            "prefersEdgeAttachedInCompactHeight"),
          launchPhase: try reader.optionalChoice("launchPhase", noun: "launch phase"),
          presentationController: try reader.presentationController(
            "presentationController", style: style)))
    },
    write: { step in
      guard case .present(let controller, let presentation) = step else { return [] }
      var members: [(String, JSON)] = [
        ("controller", controller.json), ("style", .string(presentation.style.rawValue)),
      ]
      if let adaptive = presentation.adaptiveStyle {
        members.append(("adaptiveStyle", .string(adaptive.rawValue)))
      }
      if let from = presentation.from { members.append(("from", .string(from))) }
      if let edge = presentation.prefersEdgeAttachedInCompactHeight {
        members.append(("prefersEdgeAttachedInCompactHeight", .bool(edge)))
      }
      if let phase = presentation.launchPhase {
        members.append(("launchPhase", .string(phase.rawValue)))
      }
      if let controller = presentation.presentationController {
        members.append(
          (
            "presentationController",
            .object([
              ("shouldPresentInFullscreen", .bool(controller.shouldPresentInFullscreen)),
              ("shouldRemovePresentersView", .bool(controller.shouldRemovePresentersView)),
            ])
          ))
      }
      return members
    },
    speak: { step in
      guard case .present(let controller, let presentation) = step else { return "" }
      return "present \(controller.spoken) as \(presentation.style.rawValue)"
        + (presentation.from.map { " from \($0)" } ?? "")
        + (presentation.adaptiveStyle == .keepsStyle ? " (no adaptation)" : "")
        + (presentation.prefersEdgeAttachedInCompactHeight == true
          ? " (edge-attached in compact height)" : "")
        + (presentation.launchPhase.map { " in \($0.rawValue) at launch" } ?? "")
        + (presentation.presentationController.map {
          $0.shouldPresentInFullscreen
            ? " (presentation controller)" : " (presentation controller, not full screen)"
        } ?? "")
    })
}
