// Everything `import Swinject` used to bring in, from InjectKit's engine.
@_exported import InjectKitSwinject
