// Everything lives in MVPDemoApp, which `swift run InjectKitExample` (repository root) shares.
#if canImport(UIKit) && !os(watchOS)
  // On iOS and tvOS the app is App/, Modules/ and Services/ in an Xcode app target, with UIKit
  // views (README.md, "Into an iOS app"); this executable is the terminal's, and only says so.
  print("MVPDemo runs in a terminal (macOS, Linux); on iOS and tvOS, add App/, Modules/ and Services/ to an app.")
#else
  import Foundation
  import MVPDemoApp

  exit(DemoCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
#endif
