import Foundation
import RotationCLI

CLI.handleSignals()
exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
