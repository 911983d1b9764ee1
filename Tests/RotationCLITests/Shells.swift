import Foundation
import Testing

/// The shells the completion tests run: bash, zsh and fish, found on `PATH` or in the usual
/// folders. A test case whose shell is missing is skipped with a message saying how to install
/// it, unless `ROTATIONDB_REQUIRE_SHELLS=1` (CI sets it): then it fails. The tests that type
/// into an interactive shell drive it through zsh's zpty module, so they need zsh too;
/// `ROTATIONDB_SHELLS=off` skips them (CI's sanitizer runs: the shells are not under test).
enum Shells {
  static let environment = ProcessInfo.processInfo.environment
  static let off = environment["ROTATIONDB_SHELLS"] == "off"
  static let required = environment["ROTATIONDB_REQUIRE_SHELLS"] == "1"

  static func path(_ name: String) -> String? {
    let folders =
      (environment["PATH"] ?? "").split(separator: ":").map(String.init)
      + ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"]
    return folders.map { $0 + "/" + name }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The path of a shell; without it the current test case is skipped, or fails when shells
  /// are required.
  static func require(_ name: String) throws -> String {
    let message = Comment(
      rawValue: "\(name) not found: install it (Debian: apt install \(name); macOS: brew "
        + "install \(name)) to run this test")
    if required { return try #require(path(name), message) }
    guard let path = path(name) else { try Test.cancel(message) }
    return path
  }

  /// Runs `source SCRIPT; COMP_WORDS=(WORDS); _rotationdb` in bash in `directory`, with
  /// `folders` first on `PATH`, and returns the candidates, one a line.
  static func bashCandidates(
    _ words: [String], script: String, in directory: URL, folders: [String]
  ) throws -> [String] {
    let bash = try require("bash")
    // Each word single-quoted for the line that sets COMP_WORDS.
    let line = words.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
    let (result, errors) = try run(
      bash,
      [
        "-c",
        "source '\(script)'; COMP_WORDS=(\(line.joined(separator: " "))); "
          + "COMP_CWORD=\(words.count - 1); _rotationdb; "
          + "for c in \"${COMPREPLY[@]}\"; do printf '%s\\n' \"$c\"; done",
      ], in: directory, folders: folders)
    #expect(errors.isEmpty, "bash said: \(errors)")
    return result.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
  }

  /// The command line after typing `line` and a Tab into an interactive `shell` (bash, zsh or
  /// fish) in `directory`, with the completion script of `scripts` loaded as the README says
  /// and `folders` first on `PATH`: what the user would see, quoting and all.
  static func lineAfterTab(
    _ line: String, shell: String, scripts: URL, in directory: URL, folders: [String]
  ) throws -> String {
    let zsh = try require("zsh")
    let program = try require(shell)
    let home = scripts.appendingPathComponent("home-\(shell)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let buffer = scripts.appendingPathComponent("line-\(shell).txt").path
    try? FileManager.default.removeItem(atPath: buffer)
    // The prompt is set in pieces, so that the echo of the setup line never reads as it.
    let (command, setup): (String, String)
    switch shell {
    case "bash":
      command = "\(program) --norc --noprofile -i"
      setup =
        "PS1='RE''ADY> '; source '\(scripts.path)/rotationdb.bash'; "
        + #"bind -x '"\C-x\C-d": printf "%s\n" "$READLINE_LINE" > "# + "'\(buffer)''"
    case "zsh":
      command = "\(program) -f -i"
      setup =
        "PS1='RE''ADY> '; fpath=('\(scripts.path)' $fpath); autoload -U compinit; "
        + "compinit -u -D; dump() { print -r -- \"$BUFFER\" > '\(buffer)' }; zle -N dump; "
        + "bindkey '^X^D' dump"
    default:
      command = "\(program) --no-config -i"
      setup =
        "function fish_prompt; printf 'RE%sY> ' AD; end; "
        + "source '\(scripts.path)/rotationdb.fish'; bind \\cx\\cd 'commandline > \"\(buffer)\"'"
    }
    let driver = scripts.appendingPathComponent("drive.zsh").path
    try Self.driver.write(toFile: driver, atomically: true, encoding: .utf8)
    let (out, errors) = try run(
      zsh, ["-f", driver, command, setup, line, buffer], in: directory, folders: folders,
      home: home)
    guard let text = try? String(contentsOfFile: buffer, encoding: .utf8) else {
      Issue.record("\(shell) gave no line: \(out)\(errors)")
      return ""
    }
    return String(text.dropLast())
  }

  /// Starts SHELL in a pseudo-terminal, types SETUP, waits for the prompt, types LINE and a
  /// Tab, then Control-X Control-D (bound by SETUP to write the line into BUFFER), and waits
  /// for the file: `zsh -f drive.zsh SHELL SETUP LINE BUFFER`. Each wait ends after 20 s.
  static let driver = """
    zmodload zsh/zpty || exit 3
    zpty S "$1"
    zpty -w S "$2"
    local out="" chunk deadline=$(( SECONDS + 20 ))
    while [[ $out != *READY\\>* ]]; do
      (( SECONDS > deadline )) && { print -r -- "no prompt: ${(q+)out}"; zpty -d S; exit 4 }
      if zpty -rt S chunk; then out+=$chunk; else sleep 0.05; fi
    done
    zpty -w -n S "$3"$'\\t\\C-x\\C-d'
    while [[ ! -s $4 ]]; do
      (( SECONDS > deadline )) && { print -r -- "no line: ${(q+)out}"; zpty -d S; exit 5 }
      if zpty -rt S chunk; then out+=$chunk; else sleep 0.05; fi
    done
    zpty -d S

    """

  /// Runs a program in `directory` with `folders` first on `PATH` and returns its standard
  /// output and error.
  static func run(
    _ program: String, _ arguments: [String], in directory: URL, folders: [String],
    home: URL? = nil
  ) throws -> (out: String, err: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = [
      "PATH": (folders + ["/usr/bin", "/bin"]).joined(separator: ":"), "TERM": "xterm",
      "LANG": "C.UTF-8",
    ]
    if let home {
      environment["HOME"] = home.path
      environment["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
      environment["XDG_DATA_HOME"] = home.appendingPathComponent(".local/share").path
    }
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Errors are short: read after the output, as Binary.run does.
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), String(decoding: errors, as: UTF8.self))
  }
}
