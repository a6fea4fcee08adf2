// `InjectKitInstructions <scenario> <implementation> <operations>`: runs one scenario for one
// implementation, `operations` times, for `valgrind --tool=callgrind` to count instructions.
//
// Everything but the measured loop (registrations, warm-up, creating singletons) is the same
// whatever the count, so Ir(N2) − Ir(N1) divided by N2 − N1 is the cost of one operation.
// `Benchmarks/instructions.py` runs it; see Benchmarks/README.md.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst()
// `<launch> <swinject|dropin> heap`: one launch between two prints of the heap's totals (what it
// allocated and did not free: an app keeps its container), read by instructions.py.
if arguments.count == 3, let launch = LaunchScenario(rawValue: arguments[arguments.startIndex]),
  let implementation = Implementation(rawValue: arguments[arguments.startIndex + 1]),
  implementation == .swinject || implementation == .dropin, arguments[arguments.startIndex + 2] == "heap"
{
  heapKept { runLaunch(launch, onSwinject: implementation == .swinject, operations: 1) }
  exit(0)
}
if arguments.count == 3, let launch = LaunchScenario(rawValue: arguments[arguments.startIndex]),
  let implementation = Implementation(rawValue: arguments[arguments.startIndex + 1]),
  implementation == .swinject || implementation == .dropin,
  let operations = Int(arguments[arguments.startIndex + 2]), operations >= 0
{
  runLaunch(launch, onSwinject: implementation == .swinject, operations: operations)
  exit(0)
}
guard arguments.count == 3, let scenario = Scenario(rawValue: arguments[arguments.startIndex]),
  let implementation = Implementation(rawValue: arguments[arguments.startIndex + 1]),
  let operations = Int(arguments[arguments.startIndex + 2]), operations >= 0
else {
  printError(
    """
    usage: InjectKitInstructions <scenario> <implementation> <operations>
      scenario:       \(Scenario.allCases.map(\.rawValue).joined(separator: ", "))
                      or a launch, on swinject and dropin only:
                      \(LaunchScenario.allCases.map(\.rawValue).joined(separator: ", "))
      implementation: \(Implementation.allCases.map(\.rawValue).joined(separator: ", "))
      operations:     how many times to run the measured operation (≥ 0)
    To fix: pass all three, e.g. `InjectKitInstructions transient injectkit 1000`.
    """)
  exit(2)
}

switch implementation {
case .handwritten: runHandwritten(scenario, operations: operations)
case .injectkit: runInjectKit(scenario, operations: operations)
case .swinject: runSwinject(scenario, operations: operations)
case .dropin: runDropIn(scenario, operations: operations)
}

/// Prints glibc's heap totals to standard error before `body` and after it (malloc_stats(3)): the
/// "in use bytes" of the two "Total" sections differ by what `body` left allocated.
func heapKept(_ body: () -> Void) {
  mallocStats()
  body()
  mallocStats()
}

/// glibc's malloc_stats(3), from malloc.h, which the Glibc module does not import.
@_silgen_name("malloc_stats") func mallocStats()

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
  var line = text + "\n"
  line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}
