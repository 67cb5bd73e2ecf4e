# Settings every package generator shares.
set(CPACK_PACKAGE_NAME "rackops")
set(CPACK_PACKAGE_VENDOR "RackOps")
set(CPACK_PACKAGE_CONTACT "RackOps maintainers <maintainers@rackops.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Operations console for bringing AI datacenter racks into production")
set(CPACK_PACKAGE_DESCRIPTION
    "RackOps shows the lifecycle state of a fleet of NVL72-class racks, their parts, firmware and\n"
    "history, and lets operators act on them. It includes rackops-sim, a reference backend.")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_HOMEPAGE_URL ${PROJECT_HOMEPAGE_URL})
set(CPACK_PACKAGE_INSTALL_DIRECTORY "RackOps")
set(CPACK_RESOURCE_FILE_README "${PROJECT_SOURCE_DIR}/README.md")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_EXECUTABLES "rackops-console" "RackOps")
