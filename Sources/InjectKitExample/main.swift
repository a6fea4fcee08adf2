// The MVP demo (Examples/MVPDemo): Home → Detail, wired by a RootComposer in AppDelegate.
// `--verify` prints the container's verification report, `--graph` its Mermaid graph, `--help` the usage.
#if canImport(UIKit) && !os(watchOS)
  // On iOS and tvOS the app is Examples/MVPDemo's App/, Modules/ and Services/ in an Xcode app
  // target, with UIKit views; this executable is the terminal's, and only says so.
  print("InjectKitExample runs in a terminal (macOS, Linux); on iOS and tvOS, see Examples/MVPDemo/README.md.")
#else
  import Foundation
  import InjectKitExampleApp

  exit(DemoCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
#endif
