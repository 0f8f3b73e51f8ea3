"""Builds kakuro._kakuro with the project's own CMake build (frontends/python/CMakeLists.txt).

The build directory is the project's build/ (the one scripts/bootstrap and scripts/test's
Release stage make), so the engine's objects are reused and only the binding files compile;
KAKURO_BUILD_DIR names another. A missing build directory is configured as scripts/bootstrap
configures it (Release, Ninja, ccache when installed).
"""
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent
TOP = HERE.parent.parent


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build_dir = Path(os.environ.get("KAKURO_BUILD_DIR") or TOP / "build").resolve()
        configure = ["cmake", "-S", str(TOP), "-B", str(build_dir), "-DKAKURO_BUILD_PYTHON=ON",
                     f"-DPYTHON_EXECUTABLE={sys.executable}"]
        if not (build_dir / "CMakeCache.txt").exists():
            configure += ["-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release", "-DKAKURO_BUILD_TESTS=OFF",
                          "-DKAKURO_BUILD_BENCH=OFF"]
            if shutil.which("ccache"):
                configure += ["-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"]
        subprocess.run(configure, check=True, stdout=sys.stderr)
        subprocess.run(["cmake", "--build", str(build_dir), "--target", "kakuro_python", "-j",
                        str(os.cpu_count() or 1)], check=True, stdout=sys.stderr)
        built = build_dir / "frontends" / "python" / ("_kakuro" + sysconfig.get_config_var("EXT_SUFFIX"))
        dest = Path(self.get_ext_fullpath(ext.name))
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, dest)


setup(ext_modules=[Extension("kakuro._kakuro", sources=[])], cmdclass={"build_ext": CMakeBuild})
