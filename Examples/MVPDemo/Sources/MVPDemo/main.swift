import Foundation
import MVPDemoApp

// Everything lives in MVPDemoApp, which `swift run InjectKitExample` (repository root) shares.
exit(DemoCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
