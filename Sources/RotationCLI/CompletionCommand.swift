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
      Commands, options, their values (formats, profile ids) and file names complete. Install:
      bash: rotationdb completion bash > ~/.local/share/bash-completion/completions/rotationdb;
      zsh: rotationdb completion zsh > "${fpath[1]}/_rotationdb";
      fish: rotationdb completion fish > ~/.config/fish/completions/rotationdb.fish.
      """,
    arguments: [Positional(name: "SHELL", help: "bash, zsh or fish")],
    examples: ["rotationdb completion bash > /etc/bash_completion.d/rotationdb"],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    switch parsed.positionals[0] {
    case "bash": terminal.out(bash)
    case "zsh":
      terminal.out("#compdef rotationdb\nautoload -U +X bashcompinit && bashcompinit\n" + bash)
    case "fish": terminal.out(fish)
    case let other:
      throw .usage(
        "unknown shell '\(other)'; expected " + shells.joined(separator: ", "), command.usage)
    }
    return 0
  }

  /// The values an option's argument completes to: its choices, the profile ids, the built-in
  /// catalogue's tags (the public record's among them), or files.
  static func values(_ option: Option) -> [String]? {
    if !option.choices.isEmpty { return option.choices }
    if option.name == "--profile" { return Profile.builtIn.map(\.id) }
    if option.name == Option.tag.name { return tags }
    return nil
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
      _rotationdb() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        if [ "$COMP_CWORD" -eq 1 ]; then
          COMPREPLY=($(compgen -W "\(names.joined(separator: " ")) --help --version" -- "$cur"))
          return
        fi
        local words="" values=""
        case "${COMP_WORDS[1]}" in

      """
    for command in CLI.commands {
      let words = command.options.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }
      script +=
        "    \(command.name))\n      words=\"\((words + ["--help"]).joined(separator: " "))\"\n"
      script += "      case \"$prev\" in\n"
      for option in command.options where !option.isFlag {
        let spelled = ([option.name] + (option.short.map { [$0] } ?? [])).joined(separator: "|")
        if let values = values(option) {
          script += "        \(spelled)) values=\"\(values.joined(separator: " "))\" ;;\n"
        } else {
          script += "        \(spelled)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
        }
      }
      script += "      esac ;;\n"
    }
    script += """
          help) words="\(CLI.commands.map(\.name).joined(separator: " "))" ;;
        esac
        if [ -n "$values" ]; then
          COMPREPLY=($(compgen -W "$values" -- "$cur"))
        elif [[ "$cur" == -* || "${COMP_WORDS[1]}" == help ]]; then
          COMPREPLY=($(compgen -W "$words" -- "$cur"))
        else
          COMPREPLY=($(compgen -f -- "$cur"))
        fi
      }
      complete -F _rotationdb rotationdb

      """
    return script
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
        if !option.isFlag {
          line += " -r"
          line += values(option).map { " -a " + quoted($0.joined(separator: " ")) } ?? " -F"
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
