# macOS disk image (`cpack -G DragNDrop`) with the console as an app bundle;
# macdeployqt copies the Qt frameworks and plugins into the bundle before packing.
set(CPACK_DMG_VOLUME_NAME "RackOps ${PROJECT_VERSION}")
set(CPACK_DMG_FORMAT "UDZO")
set(CPACK_BUNDLE_NAME "RackOps")
set(CPACK_BUNDLE_ICON "${PROJECT_SOURCE_DIR}/resources/icons/rackops.icns")
if(TARGET rackops-console)
    set_target_properties(rackops-console PROPERTIES
        MACOSX_BUNDLE ON
        MACOSX_BUNDLE_BUNDLE_NAME "RackOps"
        MACOSX_BUNDLE_GUI_IDENTIFIER "io.rackops.Console"
        MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}"
        MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
        MACOSX_BUNDLE_ICON_FILE "rackops.icns")
endif()
