import RotationCatalogue
import RotationCore
import RotationReports

/// `rotationdb completion`: a shell completion script, made from the commands' declarations.
enum CompletionCommand {
  static let shells = ["bash", "zsh", "fish"]

  static let command = Command(
    name: "completion",
    summary: "Print a completion script for bash, zsh or fish.",
    discussion: """
      Commands, options, their values (formats, tags) and file names complete; profile ids,
      scenario ids and run ids complete from the database the script asks (./rotationdb.sqlite, or
      the --db on the line) through 'rotationdb completion --ids KIND'. Only ids of letters,
      digits, '.', '+', '_' and '-', not starting with '-', are offered (every id the catalogue
      format allows): the shell takes them as they are, and never runs what an edited database
      holds. Install it for bash, zsh or fish:
        rotationdb completion bash > ~/.local/share/bash-completion/completions/rotationdb
        rotationdb completion zsh > "${fpath[1]}/_rotationdb"
        rotationdb completion fish > ~/.config/fish/completions/rotationdb.fish
      """,
    arguments: [Positional(name: "SHELL", help: "bash, zsh or fish", count: .optional)],
    options: [
      Option(
        name: "--ids", values: ["KIND"],
        help: "instead of a script, the ids the script completes, one a line: profiles, "
          + "scenarios or runs (of the database; the built-in profiles without one), those of "
          + "letters, digits, '.', '+', '_' and '-' only",
        choices: ["profiles", "scenarios", "runs"], noun: "kind"),
      .db,
    ],
    examples: [
      "rotationdb completion bash > /etc/bash_completion.d/rotationdb",
      "rotationdb completion --ids scenarios",
    ],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    if let kind = parsed.value("--ids") { return try ids(kind, parsed, terminal) }
    guard let shell = parsed.positionals.first else {
      throw .usage("missing SHELL (bash, zsh or fish), or --ids KIND", command.usage)
    }
    switch shell {
    case "bash": terminal.out(bash)
    case "zsh": terminal.out(zsh)
    case "fish": terminal.out(fish)
    case let other:
      throw .usage(
        "unknown shell '\(other)'; expected " + shells.joined(separator: ", "), command.usage)
    }
    return 0
  }

  /// The ids of a kind, one a line: the profiles of the database (the built-in ones without
  /// one), its scenarios, or its runs; only those a shell takes as a word as they are.
  static func ids(_ kind: String, _ parsed: Arguments, _ terminal: Terminal) throws(CLIError)
    -> Int32
  {
    let usage = command.usage
    var ids: [String] = []
    if kind == "profiles" {
      ids = try ProfilesCommand.storedProfiles(parsed, terminal: terminal, usage: usage).map(\.id)
    } else {
      let store = try DatabaseAccess.open(
        parsed, create: false, readOnly: true, terminal: terminal)
      try DatabaseAccess.perform(usage: usage) {
        if kind == "runs" {
          ids = try store.runs().map { "\($0.id)" }
        } else {
          try store.forEachScenarioID { ids.append($0) }
        }
      }
    }
    terminal.out(ids.filter(offered).map { $0 + "\n" }.joined().terminalSafe)
    return 0
  }

  /// Whether an id is offered: letters, digits, '.', '+', '_' and '-', not starting with '-'
  /// (every scenario and profile id the catalogue format allows). A shell takes such a word as
  /// it is; another character (`$(…)`, a quote, a line break), which only an edited database
  /// can hold, could be read as code where the id is inserted, so it is left out.
  static func offered(_ id: String) -> Bool {
    guard let first = id.unicodeScalars.first, first != "-" else { return false }
    return id.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || ".+_-".unicodeScalars.contains($0)
    }
  }

  /// What completes an option's argument: its choices, the built-in catalogue's tags (the
  /// public record's among them), the database's ids of a kind, or files.
  enum Values {
    case words([String])
    case ids(String)
  }

  static func values(_ option: Option) -> Values? {
    if !option.choices.isEmpty { return .words(option.choices) }
    switch option.name {
    case "--profile", "--profiles": return .ids("profiles")
    case "--scenario": return .ids("scenarios")
    case "--run", "--runs": return .ids("runs")
    case Option.tag.name: return .words(tags)
    default: return nil
    }
  }

  /// The kind of id a command's positional arguments complete to, if any.
  static func positionalKind(_ command: String) -> String? {
    switch command {
    case "explain", "remove": "scenarios"
    case "profiles": "profiles"
    default: nil
    }
  }

  /// The built-in catalogue's tags and the public record's, sorted; those a shell word holds.
  static let tags: [String] = {
    let scenarios = (try? Catalogue.decode(Array(BuiltInCatalogue.json.utf8)))?.scenarios ?? []
    let tags = Set(scenarios.flatMap(\.tags) + [PublicRecord.tag])
    return tags.filter { $0.allSatisfy { $0.isLetter || $0.isNumber || "-_.+".contains($0) } }
      .sorted()
  }()

  static var names: [String] { CLI.commands.map(\.name) + ["help"] }

  static var bash: String {
    var script = """
      # bash completion for rotationdb: rotationdb completion bash
      # Ids and file names are read a line at a time and compared as text: never handed to
      # compgen -W, which expands $(…) and `…` in its words, nor split or globbed. An id of other
      # characters than letters, digits, '.', '+', '_' and '-' is not offered: bash inserts a
      # candidate as it is, and an edited database could hold one that a shell would run.
      _rotationdb_ids() {
        local id out
        out="$("${COMP_WORDS[0]}" completion --ids "$1" "${db[@]}" 2>/dev/null)"
        while IFS= read -r id; do
          case "$id" in
            "" | -* | *[![:alnum:]._+-]*) ;;
            "$cur"*) COMPREPLY+=("$id") ;;
          esac
        done <<< "$out"
      }
      _rotationdb_files() {
        local file
        # Quoted as file names when inserted (zsh's compadd quotes them anyway).
        type compopt >/dev/null 2>&1 && compopt -o filenames 2>/dev/null
        while IFS= read -r file; do
          [ -n "$file" ] && COMPREPLY+=("$file")
        done <<< "$(compgen -f -- "$cur")"
      }
      _rotationdb() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        local prev2="${COMP_WORDS[COMP_CWORD-2]}"
        COMPREPLY=()
        if [ "$COMP_CWORD" -eq 1 ]; then
          COMPREPLY=($(compgen -W "\(names.joined(separator: " ")) --help --version" -- "$cur"))
          return
        fi
        local words="" values="" ids="" kind="" i
        local -a db=()
        for ((i = 2; i < COMP_CWORD; i++)); do
          [ "${COMP_WORDS[i]}" = --db ] && db=(--db "${COMP_WORDS[i+1]}")
        done
        case "${COMP_WORDS[1]}" in

      """
    for command in CLI.commands {
      let words = command.options.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }
      script +=
        "    \(command.name))\n      words=\"\((words + ["--help"]).joined(separator: " "))\"\n"
      if let kind = positionalKind(command.name) { script += "      kind=\(kind)\n" }
      script += "      case \"$prev\" in\n"
      for option in command.options where !option.isFlag {
        let spelled = ([option.name] + (option.short.map { [$0] } ?? [])).joined(separator: "|")
        switch values(option) {
        case .words(let values):
          script += "        \(spelled)) values=\"\(values.joined(separator: " "))\" ;;\n"
        case .ids(let kind):
          script += "        \(spelled)) ids=\(kind) ;;\n"
        case nil:
          script += "        \(spelled)) _rotationdb_files; return ;;\n"
        }
      }
      script += "      esac\n"
      // The second value of an option that takes two (`--runs R1 R2`) completes as the first.
      let pairs = command.options.filter { $0.values.count == 2 }
      if !pairs.isEmpty {
        script += "      [ -z \"$values$ids\" ] && case \"$prev2\" in\n"
        for option in pairs {
          if case .ids(let kind) = values(option) {
            script += "        \(option.name)) ids=\(kind) ;;\n"
          }
        }
        script += "      esac\n"
      }
      script += "      ;;\n"
    }
    script += """
          help) words="\(CLI.commands.map(\.name).joined(separator: " "))" ;;
        esac
        if [ -n "$ids" ]; then
          _rotationdb_ids "$ids"
        elif [ -n "$values" ]; then
          COMPREPLY=($(compgen -W "$values" -- "$cur"))
        elif [[ "$cur" == -* || "${COMP_WORDS[1]}" == help ]]; then
          COMPREPLY=($(compgen -W "$words" -- "$cur"))
        elif [ "$kind" = profiles ]; then
          if [ "$COMP_CWORD" -eq 2 ]; then
            COMPREPLY=($(compgen -W "add remove show parameters" -- "$cur"))
          elif [ "${COMP_WORDS[2]}" = add ]; then
            _rotationdb_files
          else
            _rotationdb_ids profiles
          fi
        elif [ -n "$kind" ]; then
          _rotationdb_ids "$kind"
          _rotationdb_files
        else
          _rotationdb_files
        fi
      }
      complete -F _rotationdb rotationdb

      """
    return script
  }

  /// The bash script through zsh's bashcompinit, which hands the candidates to compadd (that
  /// quotes what it inserts). Loaded from fpath by the first Tab, the file completes that Tab
  /// too; sourced, it only defines the completion.
  static var zsh: String {
    "#compdef rotationdb\nautoload -U +X bashcompinit && bashcompinit\n" + bash
      + "(( $+compstate )) && _bash_complete -F _rotationdb\n"
  }

  static var fish: String {
    var lines = [
      "# fish completion for rotationdb: rotationdb completion fish",
      "complete -c rotationdb -f",
    ]
    for command in CLI.commands {
      lines.append(
        "complete -c rotationdb -n __fish_use_subcommand -a \(command.name) -d "
          + quoted(command.summary))
    }
    for command in CLI.commands {
      for option in command.options {
        var line =
          "complete -c rotationdb -n '__fish_seen_subcommand_from \(command.name)' -l "
          + option.name.dropFirst(2)
        if let short = option.short { line += " -s \(short.dropFirst())" }
        // Fish inserts a candidate escaped; an option's ids or words complete without files.
        switch option.isFlag ? nil : values(option) {
        case .words(let values): line += " -x -a " + quoted(values.joined(separator: " "))
        case .ids(let kind): line += " -x -a " + quoted("(rotationdb completion --ids \(kind))")
        case nil: line += option.isFlag ? "" : " -r -F"
        }
        lines.append(line + " -d " + quoted(option.help))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A fish single-quoted string.
  static func quoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }
}
