import Foundation
import RotationCLI

exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
