import Foundation
import InjectKitExampleApp

// The MVP demo (Examples/MVPDemo): Home → Detail, wired by a RootComposer in AppDelegate.
// `--verify` prints the container's verification report, `--graph` its Mermaid graph, `--help` the usage.
exit(DemoCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
