// The package exists so the workspace, its dependency direction and its release path are in place;
// its public API is added by its own issue (see the package README for what is there today).
export {};
