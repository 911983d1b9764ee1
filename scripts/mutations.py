#!/usr/bin/env python3
"""Single-point mutation check: applies each mutation below to a clean checkout, one at a time,
runs `swift test`, and reports which ones a test catches. Run it in a scratch clone, never in a
working tree with changes of your own (it restores each file with `git checkout`):

    git worktree add /tmp/mutants HEAD && python3 scripts/mutations.py /tmp/mutants [N,N,...]

The optional list of mutation numbers runs only those.
"""
import os
import subprocess
import sys

# (file, text as it is, text after the slip, what the slip means)
MUTATIONS = [
    ("Sources/RotationCore/Engine/Decision/Decision.swift",
     "if parameters.presentation.presentationSetsOrientation {",
     "if !parameters.presentation.presentationSetsOrientation {",
     "engine: who is asked with a full-screen modal up"),
    ("Sources/RotationCore/Engine/Decision/LegacyAnswers.swift",
     "mask = mask.intersection(legacyMask(child).0)",
     "mask = mask.union(legacyMask(child).0)",
     "engine: tabs must all agree"),
    ("Sources/RotationCore/Engine/Decision/SupportedMasks.swift",
     "supported = answer.mask.intersection(app)",
     "supported = answer.mask",
     "engine: the app's mask meets the controller's"),
    ("Sources/RotationCore/Engine/Decision/SupportedMasks.swift",
     "if let value = node.answers.shouldAutorotate { return (value, index) }",
     "if node.answers.shouldAutorotate != nil { return (true, index) }",
     "engine: shouldAutorotate's answer"),
    ("Sources/RotationCore/Engine/Decision/SupportedMasks.swift",
     "let mask: OrientationMask = prepared.scenario.device == .ipad ? .all : .allButUpsideDown",
     "let mask: OrientationMask = prepared.scenario.device == .iphone ? .all : .allButUpsideDown",
     "engine: the idiom's default mask"),
    ("Sources/RotationCore/Engine/Decision/AppMask.swift",
     "if launched {",
     "if !launched {",
     "engine: the delegate's mask only after launch"),
    ("Sources/RotationCore/Engine/Decision/AppMask.swift",
     "if prepared.scenario.device == .ipad,\n      let pad",
     "if prepared.scenario.device == .iphone,\n      let pad",
     "engine: the ~ipad key"),
    ("Sources/RotationCore/Engine/Steps/Launch.swift",
     "let chosen = list.contains(.portrait) ? InterfaceOrientation.portrait : list[0]",
     "let chosen = list[0]",
     "engine: launch status bar portrait if listed"),
    ("Sources/RotationCore/Engine/Steps/Launch.swift",
     "} else if decision.supported.contains(statusBar) {\n      interface = statusBar",
     "} else if !decision.supported.contains(statusBar) {\n      interface = statusBar",
     "engine: 2.1 launch rotation"),
    ("Sources/RotationCore/Engine/Steps/DeviceTurns.swift",
     "guard decision.canRotate else {",
     "guard decision.canRotate || true else {",
     "engine: shouldAutorotate NO stops a turn"),
    ("Sources/RotationCore/Engine/Steps/DeviceTurns.swift",
     "    statusBar = wanted\n    return decision",
     "    return decision",
     "engine: the status bar follows a turn"),
    ("Sources/RotationCore/Engine/Decision/Presentations.swift",
     "return style != .popover && idiom == .iphone",
     "return style != .popover && idiom == .ipad",
     "engine: sheets fill the iPhone screen"),
    ("Sources/RotationCore/Engine/Steps/Presentation.swift",
     "target = held.flatMap { decision.supported.contains($0) ? $0 : nil } ?? interface",
     "target = interface",
     "engine: dismissal follows the held device"),
    ("Sources/RotationCore/Engine/Steps/Presentation.swift",
     "guard let orientation = preferred.value.orientation,\n        decision.supported.contains(orientation)",
     "guard let orientation = preferred.value.orientation",
     "engine: a preferred orientation must be supported"),
    ("Sources/RotationCore/Engine/Steps/StatusBar.swift",
     "&& !decision.zeroMask",
     "&& decision.zeroMask",
     "engine: setStatusBarOrientation needs mask 0 on 6+"),
    ("Sources/RotationCore/Engine/Geometry.swift",
     "case .landscapeLeft: content = (bar, 0, width - bar, height)",
     "case .landscapeLeft: content = (0, 0, width - bar, height)",
     "engine: landscapeLeft content area"),
    ("Sources/RotationCore/Engine/Hierarchy.swift",
     "case .tabBarController, .containerViewController:\n      return child(of: index, at: nodes[index].selectedIndex)",
     "case .tabBarController, .containerViewController:\n      return child(of: index, at: 0)",
     "engine: the selected tab (or container child) is visible"),
    ("Sources/RotationCore/Engine/Hierarchy.swift",
     "      nodes[top].attached = false",
     "      _ = top",
     "engine: a pop detaches the top"),
    ("Sources/RotationCore/Engine/Decision/Decision.swift",
     "guard parameters.decision.firstSubviewControllerRotates else { return nil }",
     "",
     "engine: no root view controller on 6+"),
    ("Sources/RotationCore/Model/Orientation.swift",
     "case .landscapeLeft: .landscapeRight\n    case .landscapeRight: .landscapeLeft",
     "case .landscapeLeft: .landscapeLeft\n    case .landscapeRight: .landscapeRight",
     "model: device left is interface right"),
    ("Sources/RotationCore/Format/ScenarioDecoder.swift",
     "utf8.count <= 100",
     "utf8.count <= 101",
     "validation: id length"),
    ("Sources/RotationCore/Format/ScenarioDecoder.swift",
     "guard stepNodes.count <= Catalogue.maxSteps else {",
     "guard stepNodes.count < Catalogue.maxSteps else {",
     "validation: step limit"),
    ("Sources/RotationCore/Format/ExpectationDecoder.swift",
     "guard (0..<stepCount).contains(step) else {",
     "guard (0...stepCount).contains(step) else {",
     "validation: expectation step range"),
    ("Sources/RotationCore/Format/ControllerDecoder.swift",
     "guard kind == .tabBarController || kind == .containerViewController else {",
     "guard kind == .tabBarController || kind == .containerViewController || true else {",
     "validation: selectedIndex on tab bars only"),
    ("Sources/RotationCore/Format/JSON/JSONReader.swift",
     "guard !result.contains(value) else {",
     "guard result.contains(value) || true else {",
     "validation: an orientation listed twice"),
    ("Sources/RotationCore/Format/Declarations/OutcomeFields.swift",
     "columns: [\"rotated\"], store: { [.bool($0.rotated)] },",
     "columns: [\"rotated\"], store: { _ in [.bool(false)] },",
     "store: the rotated column"),
    ("Sources/RotationStore/Store+Scenarios.swift",
     "if stored == hash && expectationsBefore == scenario.expectations",
     "if stored == hash",
     "store: re-import of changed expectations"),
    ("Sources/RotationRunner/Runner.swift",
     "let profileKeys = try profiles.map { try store.hashKey($0.contentHash) }",
     "let profileKeys = try profiles.map { try store.hashKey($0.id) }",
     "runner: reuse keyed on the profile's hash"),
    ("Sources/RotationReports/Escaping.swift",
     "case \"<\": out += \"&lt;\"",
     "case \"<\": out += \"<\"",
     "reports: escaping"),
    ("Sources/RotationReports/JUnitReport.swift",
     "failures=\"\\#(failures)\" skipped=",
     "failures=\"0\" skipped=",
     "reports: JUnit failures per profile"),
    ("Sources/RotationReports/HTMLReport.swift",
     "data-text=\\\"\\(e(([scenario.id, scenario.title]",
     "data-text=\\\"\\((([scenario.id, scenario.title]",
     "reports: compact matrix escaping"),
    # Present-day profiles (rules §5).
    ("Sources/RotationCore/Engine/Decision/DeviceAndWindowing.swift",
     "if idiom == .iphone && environment.hasHomeButton == false {",
     "if idiom == .iphone && environment.hasHomeButton == true {",
     "engine: no upside down without a Home button (R8.1)"),
    ("Sources/RotationCore/Engine/Decision/DeviceAndWindowing.swift",
     "if plist.launchStoryboardName == nil {",
     "if plist.launchStoryboardName != nil {",
     "engine: multitasking needs a launch storyboard (R9.1)"),
    ("Sources/RotationCore/Engine/Decision/DeviceAndWindowing.swift",
     "if environment.supportsMultitasking == false {",
     "if environment.supportsMultitasking == true {",
     "engine: an iPad model that cannot multitask (R9.1)"),
    ("Sources/RotationCore/Engine/Decision/SupportedMasks.swift",
     "        let supported = app.intersection(device)",
     "        let supported = OrientationMask.all",
     "engine: a multitasking app still meets its own mask (R9.2)"),
    ("Sources/RotationCore/Engine/Decision/SupportedMasks.swift",
     "      should = true\n      shouldAnswerer = asked",
     "      shouldAnswerer = asked",
     "engine: shouldAutorotate ignored from iOS 16 (R16.1)"),
    ("Sources/RotationCore/Engine/Decision/Presentations.swift",
     "      let adapts = size.horizontal == .compact",
     "      let adapts = size.horizontal == .regular",
     "engine: compact-width sheets are full screen (R8.4)"),
    ("Sources/RotationCore/Engine/Decision/Presentations.swift",
     "    guard size.vertical == .compact else {",
     "    guard size.vertical == .regular else {",
     "engine: sheets decide only in compact height (R13.2)"),
    ("Sources/RotationCore/Engine/Decision/Presentations.swift",
     "    if presentation.adaptiveStyle == .keepsStyle {",
     "    if presentation.adaptiveStyle == .adapts {",
     "engine: adaptiveStyle none keeps the sheet (R8.4)"),
    ("Sources/RotationCore/Engine/Decision/Presentations.swift",
     "    case .pageSheet: return .pageSheet",
     "    case .pageSheet: return .fullScreen",
     "engine: automatic is a sheet from 13 (R13.2)"),
    ("Sources/RotationCore/Engine/Steps/Requests.swift",
     "      if usesCache {",
     "      if !usesCache {",
     "engine: requests checked against the cached mask (R16.3)"),
    ("Sources/RotationCore/Engine/Steps/Requests.swift",
     "    if target == interface {",
     "    if target != interface {",
     "engine: an allowed request turns the interface (R16.4)"),
    ("Sources/RotationCore/Engine/Simulation.swift",
     "    return prepared.scenario.turns[index + 1] == turn",
     "    return prepared.scenario.turns[index + 1] != turn",
     "engine: requests wait for the end of their turn (R16.4)"),
    ("Sources/RotationCore/Engine/Steps/Requests.swift",
     "    } else if !decision.supported.contains(interface) {",
     "    } else if decision.supported.contains(interface) {",
     "engine: setNeedsUpdate turns away from an unsupported orientation (R16.2)"),
    ("Sources/RotationCore/Engine/Steps/DeviceTurns.swift",
     "    guard forced != device else {",
     "    guard forced != forced else {",
     "engine: writing the reported orientation posts nothing (R8.5)"),
    ("Sources/RotationCore/Engine/Steps/DeviceTurns.swift",
     "      let rotates = oldSDK && parameters.calls.kvcOrientationEffect16 == .rotatesWithWarning",
     "      let rotates = parameters.calls.kvcOrientationEffect16 == .rotatesWithWarning",
     "engine: the key-value write is dead for apps linked with 16 (R16.5)"),
    ("Sources/RotationCore/Engine/Steps/DeviceTurns.swift",
     "    if locked {",
     "    if locked && false {",
     "engine: the iOS 26 lock (R26.2)"),
    ("Sources/RotationCore/Engine/Steps/Requests.swift",
     "      if idiom == .ipad && multitaskingMode != .fullScreen {",
     "      if idiom == .ipad && multitaskingMode == .fullScreen {",
     "engine: the lock needs a scene that fills the screen (R26.2)"),
    # Several windows (rules §5.8).
    ("Sources/RotationCore/Engine/Decision/SeveralWindows.swift",
     "      if !mainTook && !accepted.isEmpty { turns = true }",
     "      if !mainTook && accepted.isEmpty { turns = true }",
     "engine: the status bar follows an accepting window (R-W2)"),
    ("Sources/RotationCore/Engine/Decision/SeveralWindows.swift",
     "    if window.hidden && !(parameters.windows.hiddenWindowsParticipate && linked8) { return false }",
     "    if window.hidden && !parameters.windows.hiddenWindowsParticipate { return false }",
     "engine: hidden windows take part only when linked with 8 (R-W3)"),
    ("Sources/RotationCore/Engine/Decision/SeveralWindows.swift",
     "    single ?? perWindow[window] ?? otherwise",
     "    single ?? otherwise",
     "engine: the app delegate's per-window answer (R-W4)"),
    ("Sources/RotationCore/Engine/Decision/SeveralWindows.swift",
     "    if parameters.windows.missingRootViewControllerRaises, linkedSDK >= Version(9) {",
     "    if parameters.windows.missingRootViewControllerRaises {",
     "engine: the root check raises only when linked with 9 (R-W5)"),
    # Partial forwarding (rules §5.9).
    ("Sources/RotationCore/Engine/Hierarchy.swift",
     "      forwardsToChild && forwardedMethods & method.bit != 0",
     "      forwardsToChild",
     "engine: a container forwards only the methods it lists (R-P1)"),
    ("Sources/RotationCore/Engine/Decision/SupportedMasks.swift",
     "    return base == .portraitOnly ? (.portrait, index) : (supportedMask(index).mask, index)",
     "    return (supportedMask(index).mask, index)",
     "engine: the base legacy answer is portrait only (R-P2)"),
    # Recording's own code.
    ("Sources/RotationCore/Model/Outcome.swift",
     "&& a.pointee.warnings == b.pointee.warnings",
     "",
     "store: steps that differ only in their warnings are other sequences"),
    ("Sources/RotationCore/Support/UTF8Scan.swift",
     "      for piece in pieces {\n        end +=",
     "      for piece in pieces.dropLast() {\n        end +=",
     "core: every piece is concatenated"),
    ("Sources/RotationRunner/Runner.swift",
     "    hasher.update(bytes)\n    return (hasher.finalizeHex(), count)",
     "    return (hasher.finalizeHex(), count)",
     "runner: the catalogue hash takes its last piece"),
]


def run(command, cwd):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True)


def main():
    repo = sys.argv[1] if len(sys.argv) > 1 else "."
    only = {int(n) for n in sys.argv[2].split(",")} if len(sys.argv) > 2 else None
    if run(["swift", "build", "--build-tests"], repo).returncode != 0:
        sys.exit("the unmutated tree does not build")
    caught, missed, invalid = [], [], []
    for number, (path, before, after, meaning) in enumerate(MUTATIONS, 1):
        if only is not None and number not in only:
            continue
        full = f"{repo}/{path}"
        text = open(full).read() if os.path.exists(full) else ""
        if text.count(before) != 1:
            invalid.append((number, meaning, "text not found once"))
            continue
        open(full, "w").write(text.replace(before, after))
        try:
            if run(["swift", "build", "--build-tests"], repo).returncode != 0:
                invalid.append((number, meaning, "does not compile"))
                continue
            result = run(["swift", "test"], repo)
            (caught if result.returncode != 0 else missed).append((number, meaning))
            print(f"{number:2} {'caught' if result.returncode else 'MISSED'}  {meaning}", flush=True)
        finally:
            run(["git", "checkout", "--", path], repo)
    print(f"\n{len(caught)} of {len(caught) + len(missed)} mutations caught by a test; "
          f"{len(invalid)} not applied")
    for number, meaning in missed:
        print(f"  missed {number}: {meaning}")
    for number, meaning, why in invalid:
        print(f"  not applied {number}: {meaning} ({why})")


if __name__ == "__main__":
    main()
