/// Which presented controllers fill the window, and so may decide: the requested style resolved
/// for the profile, the idiom and the size class (rules §7, rules-modern §1.1, R8.4, R13.2).
extension Simulation {
  /// The top-most presented controller that fills the window. Its node only: returning the
  /// presentation too copied it, strings and all.
  mutating func topFillingPresentation() -> Int? {
    for index in main.hierarchy.presented.indices.reversed() {
      // A plain full-screen one fills the window with nothing to trace: its style is read in
      // place, the presentation (strings and all) not copied.
      if main.hierarchy.presented[index].presentation.style == .fullScreen {
        return main.hierarchy.presented[index].node
      }
      let (node, presentation) = main.hierarchy.presented[index]
      // The name only when tracing: building it costs more than the decision.
      let name = log == nil ? "" : main.hierarchy.label(node)
      if fillsWindow(presentation, name: name, below: index) { return node }
    }
    return nil
  }

  /// Whether the context of a current-context presentation at `index` fills the window: it is
  /// presented over the window's own controllers, or over a presentation that fills it (one
  /// level is looked at, so the check stays constant-time).
  private mutating func contextFillsWindow(below index: Int) -> Bool {
    guard index > 0 else { return true }
    let below = main.hierarchy.presented[index - 1]
    let name = log == nil ? "" : main.hierarchy.label(below.node)
    return fillsWindow(below.presentation, name: name, below: 0)
  }

  /// The style UIKit gives a presentation that sets none (or `automatic`).
  mutating func requestedStyle(_ presentation: Presentation) -> PresentationStyle {
    guard presentation.style == .automatic else { return presentation.style }
    switch parameters.presentation.automaticMapsTo {
    case .fullScreen: return .fullScreen
    case .pageSheet: return .pageSheet
    case .formSheet: return .formSheet
    }
  }

  /// Whether a presentation fills the window now, with a trace line saying why when it is not
  /// a plain full-screen one.
  mutating func fillsWindow(_ presentation: Presentation, name: String, below index: Int = 0)
    -> Bool
  {
    let style = requestedStyle(presentation)
    if presentation.style == .automatic {
      note(.automaticStyle, "\(name) sets no style: UIKit presents it as \(style.rawValue).")
    }
    switch style {
    case .fullScreen, .automatic:
      return true
    case .custom:
      return customFillsWindow(presentation, name: name)
    case .overFullScreen:
      let decides = parameters.presentation.overFullScreenDecides
      inferred(
        .overFullScreen, parameter: "overFullScreenDecides", value: String(decides),
        "\(name) is presented \(style.rawValue), covering the screen: "
          + (decides ? "it is asked like a full-screen one." : "it is not asked."))
      return decides
    case .overCurrentContext where !parameters.presentation.overCurrentContextDecides:
      observed(
        .overCurrentContext, parameter: "overCurrentContextDecides", value: "false",
        "\(name) is presented overCurrentContext, which leaves its presenter's view in place: it "
          + "is not asked.")
      return false
    case .currentContext, .overCurrentContext:
      if parameters.presentation.currentContextFillingWindowDecides,
        contextFillsWindow(below: index)
      {
        return currentContextDecides(style, name: name)
      }
      return sheetFillsWindow(style, presentation, name: name)
    case .pageSheet, .formSheet, .popover:
      return sheetFillsWindow(style, presentation, name: name)
    }
  }

  /// A current-context presentation whose context fills the window covers it as a full-screen
  /// one does: `currentContext` decides like `fullScreen`, `overCurrentContext` like
  /// `overFullScreen` (R8.6).
  private mutating func currentContextDecides(_ style: PresentationStyle, name: String) -> Bool {
    guard style == .overCurrentContext else {
      note(
        .currentContextFillsWindow,
        "\(name) is presented currentContext over a context that fills the window: it is asked "
          + "like a full-screen presentation.")
      return true
    }
    let decides = parameters.presentation.overFullScreenDecides
    inferred(
      .overFullScreen, parameter: "overFullScreenDecides", value: String(decides),
      "\(name) is presented overCurrentContext over a context that fills the window: "
        + (decides ? "it is asked like an overFullScreen one." : "it is not asked."))
    return decides
  }

  /// A `custom` presentation: the app's `UIPresentationController` decides whether the
  /// presented controller fills the screen; with only a transitioning delegate, the presenter
  /// keeps deciding (R8.7).
  private mutating func customFillsWindow(_ presentation: Presentation, name: String) -> Bool {
    guard let controller = presentation.presentationController else {
      let decides = parameters.presentation.customWithoutPresentationControllerDecides
      observed(
        .customTransition, parameter: "customWithoutPresentationControllerDecides",
        value: String(decides),
        "\(name) is presented custom with a transitioning delegate and no presentation "
          + "controller of the app's: "
          + (decides ? "it is asked like a full-screen one." : "the presenter keeps deciding."))
      return decides
    }
    note(
      .customPresentationController,
      "\(name)'s presentation controller answers shouldPresentInFullscreen "
        + (controller.shouldPresentInFullscreen
          ? "YES: the presented controller is asked." : "NO: it is not asked."))
    return controller.shouldPresentInFullscreen
  }

  private mutating func sheetFillsWindow(
    _ style: PresentationStyle, _ presentation: Presentation, name: String
  ) -> Bool {
    guard parameters.presentation.sizeClassPresentations else {
      // Before iOS 8: sheets fill the iPhone's screen, never the iPad's; popovers are iPad only
      // ([C9c]).
      if idiom == .ipad, style == .formSheet || style == .pageSheet {
        let decides = parameters.presentation.nonFullScreenModalDecides
        inferred(
          .formSheetDecides, parameter: "nonFullScreenModalDecides", value: String(decides),
          "\(name) is an iPad \(style.rawValue): "
            + (decides
              ? "it is the controller asked, as a full-screen modal is." : "it is not asked."))
        return decides
      }
      return style != .popover && idiom == .iphone
    }
    let size = sizeClass
    if presentation.adaptiveStyle == .keepsStyle {
      note(
        .adaptiveNone,
        "\(name): the presentation delegate returns .none, so it stays a \(style.rawValue) "
          + "and is not asked.")
      return false
    }
    if parameters.presentation.compactWidthSheetsAreFullScreen {
      let adapts = size.horizontal == .compact
      note(
        .compactWidthFullScreen,
        "\(name) is a \(style.rawValue) in \(size.horizontal.rawValue) width: "
          + (adapts
            ? "it adapts to full screen and is asked."
            : "it stays a \(style.rawValue) and is not asked."))
      return adapts
    }
    guard size.vertical == .compact else {
      note(
        .sheetNotAsked,
        "\(name) is a \(style.rawValue) that does not fill the window (regular height): it is not asked."
      )
      return false
    }
    if presentation.prefersEdgeAttachedInCompactHeight == true {
      note(
        .compactHeightSheet,
        "\(name) prefers to stay edge-attached in compact height: it does not fill the window "
          + "and is not asked.")
      return false
    }
    let decides = parameters.presentation.compactHeightSheetDecides
    inferred(
      .compactHeightSheet, parameter: "compactHeightSheetDecides", value: String(decides),
      "\(name) is a \(style.rawValue) in compact height, shown like full screen: "
        + (decides ? "it is asked." : "it is not asked."))
    return decides
  }
}
