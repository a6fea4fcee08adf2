// `autoregister` and `~>`, which `import SwinjectAutoregistration` used to bring in.
@_exported import InjectKitSwinject
