/// How the scenario's parts read to a person, in `explain` and the reports. Pure text.
extension InfoPlist {
  /// The rotation keys present, `KEY = value` each, or "no rotation keys".
  public var spoken: String {
    let parts = InfoPlistKey.all.compactMap { key in key.spoken(self).map { "\(key.name) = \($0)" }
    }
    return parts.isEmpty ? "no rotation keys" : parts.joined(separator: "; ")
  }
}

extension Window {
  /// How the window's content is installed.
  public var spoken: String {
    switch self {
    case .rootViewController(let controller): "rootViewController = \(controller.spoken)"
    case .subviews(let controllers):
      "no root view controller; subviews added: "
        + controllers.map(\.spoken).joined(separator: ", ")
    case .empty: "nothing installed"
    }
  }
}

extension Controller {
  /// `name (Class) {answers} [children]`.
  public var spoken: String {
    var text = "\(name) (\(displayClass))"
    var answers: [String] = []
    if let value = overrides.shouldAutorotate {
      answers.append("shouldAutorotate \(value ? "YES" : "NO")")
    }
    if let value = overrides.supportedInterfaceOrientations {
      answers.append("supportedInterfaceOrientations \(value.mask.spoken)")
    }
    if let value = overrides.shouldAutorotateToInterfaceOrientation {
      answers.append(
        "shouldAutorotateToInterfaceOrientation: YES for \(OrientationMask(value).spoken)")
    }
    if let value = overrides.preferredInterfaceOrientationForPresentation {
      answers.append("preferredInterfaceOrientationForPresentation \(value.spoken)")
    }
    if let forwardedMethods {
      answers.append(
        forwardedMethods.isEmpty
          ? "forwards nothing to its children"
          : "forwards " + forwardedMethods.map(\.rawValue).joined(separator: ", ")
            + " to its visible child")
    } else if forwardsToChild {
      answers.append("forwards to its visible child")
    }
    if !answers.isEmpty { text += " {" + answers.joined(separator: "; ") + "}" }
    if !children.isEmpty {
      text += " [" + children.map(\.spoken).joined(separator: ", ") + "]"
    }
    return text
  }
}

extension AppDelegate {
  /// What `application:supportedInterfaceOrientationsForWindow:` answers.
  public var spoken: String {
    if let perWindow {
      return perWindow.windows.map { "\($0.window): \($0.mask.mask.spoken)" }
        .joined(separator: ", ") + ", other windows: \(perWindow.otherwise.mask.spoken)"
    }
    return supportedInterfaceOrientationsForWindow?.mask.spoken ?? "not implemented"
  }
}

extension WindowSpec {
  /// `name (level, key, hidden): content`.
  public var spoken: String {
    var traits: [String] = []
    switch level {
    case .normal: break
    case .statusBar: traits.append("status-bar level")
    case .alert: traits.append("alert level")
    case .value(let value): traits.append("level \(value)")
    }
    if isKey == true { traits.append("key") }
    if hidden == true { traits.append("hidden") }
    return name + (traits.isEmpty ? "" : " (" + traits.joined(separator: ", ") + ")") + ": "
      + content.spoken
  }
}
