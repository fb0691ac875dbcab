// A remote's server entry whose exposed App throws while rendering: the shape a federation container
// has (init, get), registered under the directories container's name.
module.exports.directories = {
  init() {},
  get() {
    return Promise.resolve(() => ({
      default: function ThrowingApp() {
        throw new Error('The remote failed while rendering');
      },
    }));
  },
};
