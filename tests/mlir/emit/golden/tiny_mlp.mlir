module {
  func.func @kina.u.loss(%x: tensor<4x3xf32> {bufferization.writable = false}, %y: tensor<4x2xf32> {bufferization.writable = false}, %w1: tensor<3x5xf32> {bufferization.writable = false}, %b1: tensor<5xf32> {bufferization.writable = false}, %w2: tensor<5x2xf32> {bufferization.writable = false}) -> (tensor<f32>) attributes {llvm.emit_c_interface} {
    %_1 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_2 = bufferization.alloc_tensor() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_3 = linalg.fill ins(%_1 : f32) outs(%_2 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_4 = linalg.matmul ins(%x, %w1 : tensor<4x3xf32>, tensor<3x5xf32>) outs(%_3 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_5 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b1 : tensor<5xf32>) outs(%_5 : tensor<4x5xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_9 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %_8 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_9 : tensor<4x5xf32>) {
      ^bb0(%_in10: f32, %_in11: f32, %_out12: f32):
        %_13 = arith.addf %_in10, %_in11 : f32
        linalg.yield %_13 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_15 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_116 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_14 : tensor<4x5xf32>) outs(%_15 : tensor<4x5xf32>) {
      ^bb0(%_in16: f32, %_out17: f32):
        %_18 = math.absf %_in16 : f32
        %_19 = arith.mulf %_in16, %_in16 : f32
        %_20 = arith.constant 0xBBBAF0EA : f32
        %_21 = arith.mulf %_20, %_19 : f32
        %_22 = arith.constant 0x3CA9134E : f32
        %_23 = arith.addf %_21, %_22 : f32
        %_24 = arith.mulf %_23, %_19 : f32
        %_25 = arith.constant 0xBD5C1E2D : f32
        %_26 = arith.addf %_24, %_25 : f32
        %_27 = arith.mulf %_26, %_19 : f32
        %_28 = arith.constant 0x3E088393 : f32
        %_29 = arith.addf %_27, %_28 : f32
        %_30 = arith.mulf %_29, %_19 : f32
        %_31 = arith.constant 0xBEAAAA99 : f32
        %_32 = arith.addf %_30, %_31 : f32
        %_33 = arith.mulf %_32, %_19 : f32
        %_34 = arith.mulf %_33, %_in16 : f32
        %_35 = arith.addf %_34, %_in16 : f32
        %_36 = arith.addf %_18, %_18 : f32
        %_37 = arith.constant 0x42B20000 : f32
        %_38 = arith.minimumf %_36, %_37 : f32
        %_39 = arith.constant 0xC2D00000 : f32
        %_40 = arith.maximumf %_38, %_39 : f32
        %_41 = arith.constant 0x3FB8AA3B : f32
        %_42 = arith.mulf %_40, %_41 : f32
        %_43 = arith.constant 0x3F000000 : f32
        %_44 = arith.addf %_42, %_43 : f32
        %_45 = math.floor %_44 : f32
        %_46 = arith.constant 0x3F318000 : f32
        %_47 = arith.mulf %_45, %_46 : f32
        %_48 = arith.subf %_40, %_47 : f32
        %_49 = arith.constant 0xB95E8083 : f32
        %_50 = arith.mulf %_45, %_49 : f32
        %_51 = arith.subf %_48, %_50 : f32
        %_52 = arith.constant 0x39506967 : f32
        %_53 = arith.mulf %_52, %_51 : f32
        %_54 = arith.constant 0x3AB743CE : f32
        %_55 = arith.addf %_53, %_54 : f32
        %_56 = arith.mulf %_55, %_51 : f32
        %_57 = arith.constant 0x3C088908 : f32
        %_58 = arith.addf %_56, %_57 : f32
        %_59 = arith.mulf %_58, %_51 : f32
        %_60 = arith.constant 0x3D2AA9C1 : f32
        %_61 = arith.addf %_59, %_60 : f32
        %_62 = arith.mulf %_61, %_51 : f32
        %_63 = arith.constant 0x3E2AAAAA : f32
        %_64 = arith.addf %_62, %_63 : f32
        %_65 = arith.mulf %_64, %_51 : f32
        %_66 = arith.constant 0x3F000000 : f32
        %_67 = arith.addf %_65, %_66 : f32
        %_68 = arith.mulf %_51, %_51 : f32
        %_69 = arith.mulf %_67, %_68 : f32
        %_70 = arith.addf %_69, %_51 : f32
        %_71 = arith.constant 0x3F800000 : f32
        %_72 = arith.addf %_70, %_71 : f32
        %_73 = arith.fptosi %_45 : f32 to i32
        %_74 = arith.constant 1 : i32
        %_75 = arith.constant 127 : i32
        %_76 = arith.constant 23 : i32
        %_77 = arith.constant -125 : i32
        %_78 = arith.cmpi slt, %_73, %_77 : i32
        %_79 = arith.constant 0 : i32
        %_80 = arith.select %_78, %_79, %_73 : i32
        %_81 = arith.shrsi %_80, %_74 : i32
        %_82 = arith.subi %_80, %_81 : i32
        %_83 = arith.addi %_81, %_75 : i32
        %_84 = arith.shli %_83, %_76 : i32
        %_85 = arith.bitcast %_84 : i32 to f32
        %_86 = arith.mulf %_72, %_85 : f32
        %_87 = arith.addi %_82, %_75 : i32
        %_88 = arith.shli %_87, %_76 : i32
        %_89 = arith.bitcast %_88 : i32 to f32
        %_90 = arith.mulf %_86, %_89 : f32
        %_91 = arith.constant 149 : i32
        %_92 = arith.addi %_73, %_91 : i32
        %_93 = arith.select %_78, %_92, %_79 : i32
        %_94 = arith.addi %_93, %_75 : i32
        %_95 = arith.shli %_94, %_76 : i32
        %_96 = arith.bitcast %_95 : i32 to f32
        %_97 = arith.mulf %_72, %_96 : f32
        %_98 = math.roundeven %_97 : f32
        %_99 = arith.fptosi %_98 : f32 to i32
        %_100 = arith.bitcast %_99 : i32 to f32
        %_101 = arith.select %_78, %_100, %_90 : f32
        %_102 = arith.cmpf uno, %_36, %_36 : f32
        %_103 = arith.select %_102, %_36, %_101 : f32
        %_104 = arith.constant 0x3F800000 : f32
        %_105 = arith.constant 0x40000000 : f32
        %_106 = arith.constant 0x3F800000 : f32
        %_107 = arith.addf %_103, %_106 : f32
        %_108 = arith.divf %_105, %_107 : f32
        %_109 = arith.subf %_104, %_108 : f32
        %_110 = arith.constant 0x3F200000 : f32
        %_111 = arith.cmpf olt, %_18, %_110 : f32
        %_112 = arith.select %_111, %_35, %_109 : f32
        %_113 = math.copysign %_112, %_in16 : f32
        %_114 = arith.cmpf uno, %_in16, %_in16 : f32
        %_115 = arith.select %_114, %_in16, %_113 : f32
        linalg.yield %_115 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_117 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_118 = bufferization.alloc_tensor() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_119 = linalg.fill ins(%_117 : f32) outs(%_118 : tensor<4x2xf32>) -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_120 = linalg.matmul ins(%_116, %w2 : tensor<4x5xf32>, tensor<5x2xf32>) outs(%_119 : tensor<4x2xf32>) -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_121 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_126 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_120, %y : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_121 : tensor<4x2xf32>) {
      ^bb0(%_in122: f32, %_in123: f32, %_out124: f32):
        %_125 = arith.subf %_in122, %_in123 : f32
        linalg.yield %_125 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_127 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_132 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_126, %_126 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_127 : tensor<4x2xf32>) {
      ^bb0(%_in128: f32, %_in129: f32, %_out130: f32):
        %_131 = arith.mulf %_in128, %_in129 : f32
        linalg.yield %_131 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_133 = arith.constant 0x80000000 : f32 loc("tiny_mlp.kina":11:3)
    %_134 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_135 = linalg.fill ins(%_133 : f32) outs(%_134 : tensor<f32>) -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_139 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%_132 : tensor<4x2xf32>) outs(%_135 : tensor<f32>) {
      ^bb0(%_in136: f32, %_out137: f32):
        %_138 = arith.addf %_in136, %_out137 : f32
        linalg.yield %_138 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_140 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_145 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_139 : tensor<f32>) outs(%_140 : tensor<f32>) {
      ^bb0(%_in141: f32, %_out142: f32):
        %_143 = arith.constant 0x41000000 : f32
        %_144 = arith.divf %_in141, %_143 : f32
        linalg.yield %_144 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    func.return %_145 : tensor<f32> loc("tiny_mlp.kina":2:1)
  } loc("tiny_mlp.kina":2:1)
  func.func @kina.u.loss__reverseMode(%x: tensor<4x3xf32> {bufferization.writable = false}, %y: tensor<4x2xf32> {bufferization.writable = false}, %w1: tensor<3x5xf32> {bufferization.writable = false}, %b1: tensor<5xf32> {bufferization.writable = false}, %w2: tensor<5x2xf32> {bufferization.writable = false}) -> (tensor<f32>, tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) attributes {llvm.emit_c_interface} {
    %_1 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_2 = bufferization.alloc_tensor() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_3 = linalg.fill ins(%_1 : f32) outs(%_2 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_4 = linalg.matmul ins(%x, %w1 : tensor<4x3xf32>, tensor<3x5xf32>) outs(%_3 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_5 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b1 : tensor<5xf32>) outs(%_5 : tensor<4x5xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_9 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %_8 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_9 : tensor<4x5xf32>) {
      ^bb0(%_in10: f32, %_in11: f32, %_out12: f32):
        %_13 = arith.addf %_in10, %_in11 : f32
        linalg.yield %_13 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_15 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_116 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_14 : tensor<4x5xf32>) outs(%_15 : tensor<4x5xf32>) {
      ^bb0(%_in16: f32, %_out17: f32):
        %_18 = math.absf %_in16 : f32
        %_19 = arith.mulf %_in16, %_in16 : f32
        %_20 = arith.constant 0xBBBAF0EA : f32
        %_21 = arith.mulf %_20, %_19 : f32
        %_22 = arith.constant 0x3CA9134E : f32
        %_23 = arith.addf %_21, %_22 : f32
        %_24 = arith.mulf %_23, %_19 : f32
        %_25 = arith.constant 0xBD5C1E2D : f32
        %_26 = arith.addf %_24, %_25 : f32
        %_27 = arith.mulf %_26, %_19 : f32
        %_28 = arith.constant 0x3E088393 : f32
        %_29 = arith.addf %_27, %_28 : f32
        %_30 = arith.mulf %_29, %_19 : f32
        %_31 = arith.constant 0xBEAAAA99 : f32
        %_32 = arith.addf %_30, %_31 : f32
        %_33 = arith.mulf %_32, %_19 : f32
        %_34 = arith.mulf %_33, %_in16 : f32
        %_35 = arith.addf %_34, %_in16 : f32
        %_36 = arith.addf %_18, %_18 : f32
        %_37 = arith.constant 0x42B20000 : f32
        %_38 = arith.minimumf %_36, %_37 : f32
        %_39 = arith.constant 0xC2D00000 : f32
        %_40 = arith.maximumf %_38, %_39 : f32
        %_41 = arith.constant 0x3FB8AA3B : f32
        %_42 = arith.mulf %_40, %_41 : f32
        %_43 = arith.constant 0x3F000000 : f32
        %_44 = arith.addf %_42, %_43 : f32
        %_45 = math.floor %_44 : f32
        %_46 = arith.constant 0x3F318000 : f32
        %_47 = arith.mulf %_45, %_46 : f32
        %_48 = arith.subf %_40, %_47 : f32
        %_49 = arith.constant 0xB95E8083 : f32
        %_50 = arith.mulf %_45, %_49 : f32
        %_51 = arith.subf %_48, %_50 : f32
        %_52 = arith.constant 0x39506967 : f32
        %_53 = arith.mulf %_52, %_51 : f32
        %_54 = arith.constant 0x3AB743CE : f32
        %_55 = arith.addf %_53, %_54 : f32
        %_56 = arith.mulf %_55, %_51 : f32
        %_57 = arith.constant 0x3C088908 : f32
        %_58 = arith.addf %_56, %_57 : f32
        %_59 = arith.mulf %_58, %_51 : f32
        %_60 = arith.constant 0x3D2AA9C1 : f32
        %_61 = arith.addf %_59, %_60 : f32
        %_62 = arith.mulf %_61, %_51 : f32
        %_63 = arith.constant 0x3E2AAAAA : f32
        %_64 = arith.addf %_62, %_63 : f32
        %_65 = arith.mulf %_64, %_51 : f32
        %_66 = arith.constant 0x3F000000 : f32
        %_67 = arith.addf %_65, %_66 : f32
        %_68 = arith.mulf %_51, %_51 : f32
        %_69 = arith.mulf %_67, %_68 : f32
        %_70 = arith.addf %_69, %_51 : f32
        %_71 = arith.constant 0x3F800000 : f32
        %_72 = arith.addf %_70, %_71 : f32
        %_73 = arith.fptosi %_45 : f32 to i32
        %_74 = arith.constant 1 : i32
        %_75 = arith.constant 127 : i32
        %_76 = arith.constant 23 : i32
        %_77 = arith.constant -125 : i32
        %_78 = arith.cmpi slt, %_73, %_77 : i32
        %_79 = arith.constant 0 : i32
        %_80 = arith.select %_78, %_79, %_73 : i32
        %_81 = arith.shrsi %_80, %_74 : i32
        %_82 = arith.subi %_80, %_81 : i32
        %_83 = arith.addi %_81, %_75 : i32
        %_84 = arith.shli %_83, %_76 : i32
        %_85 = arith.bitcast %_84 : i32 to f32
        %_86 = arith.mulf %_72, %_85 : f32
        %_87 = arith.addi %_82, %_75 : i32
        %_88 = arith.shli %_87, %_76 : i32
        %_89 = arith.bitcast %_88 : i32 to f32
        %_90 = arith.mulf %_86, %_89 : f32
        %_91 = arith.constant 149 : i32
        %_92 = arith.addi %_73, %_91 : i32
        %_93 = arith.select %_78, %_92, %_79 : i32
        %_94 = arith.addi %_93, %_75 : i32
        %_95 = arith.shli %_94, %_76 : i32
        %_96 = arith.bitcast %_95 : i32 to f32
        %_97 = arith.mulf %_72, %_96 : f32
        %_98 = math.roundeven %_97 : f32
        %_99 = arith.fptosi %_98 : f32 to i32
        %_100 = arith.bitcast %_99 : i32 to f32
        %_101 = arith.select %_78, %_100, %_90 : f32
        %_102 = arith.cmpf uno, %_36, %_36 : f32
        %_103 = arith.select %_102, %_36, %_101 : f32
        %_104 = arith.constant 0x3F800000 : f32
        %_105 = arith.constant 0x40000000 : f32
        %_106 = arith.constant 0x3F800000 : f32
        %_107 = arith.addf %_103, %_106 : f32
        %_108 = arith.divf %_105, %_107 : f32
        %_109 = arith.subf %_104, %_108 : f32
        %_110 = arith.constant 0x3F200000 : f32
        %_111 = arith.cmpf olt, %_18, %_110 : f32
        %_112 = arith.select %_111, %_35, %_109 : f32
        %_113 = math.copysign %_112, %_in16 : f32
        %_114 = arith.cmpf uno, %_in16, %_in16 : f32
        %_115 = arith.select %_114, %_in16, %_113 : f32
        linalg.yield %_115 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_117 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_118 = bufferization.alloc_tensor() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_119 = linalg.fill ins(%_117 : f32) outs(%_118 : tensor<4x2xf32>) -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_120 = linalg.matmul ins(%_116, %w2 : tensor<4x5xf32>, tensor<5x2xf32>) outs(%_119 : tensor<4x2xf32>) -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_121 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_126 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_120, %y : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_121 : tensor<4x2xf32>) {
      ^bb0(%_in122: f32, %_in123: f32, %_out124: f32):
        %_125 = arith.subf %_in122, %_in123 : f32
        linalg.yield %_125 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_127 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_132 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_126, %_126 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_127 : tensor<4x2xf32>) {
      ^bb0(%_in128: f32, %_in129: f32, %_out130: f32):
        %_131 = arith.mulf %_in128, %_in129 : f32
        linalg.yield %_131 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_133 = arith.constant 0x80000000 : f32 loc("tiny_mlp.kina":11:3)
    %_134 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_135 = linalg.fill ins(%_133 : f32) outs(%_134 : tensor<f32>) -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_139 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%_132 : tensor<4x2xf32>) outs(%_135 : tensor<f32>) {
      ^bb0(%_in136: f32, %_out137: f32):
        %_138 = arith.addf %_in136, %_out137 : f32
        linalg.yield %_138 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_140 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_145 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_139 : tensor<f32>) outs(%_140 : tensor<f32>) {
      ^bb0(%_in141: f32, %_out142: f32):
        %_143 = arith.constant 0x41000000 : f32
        %_144 = arith.divf %_in141, %_143 : f32
        linalg.yield %_144 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_146 = arith.constant dense<0x3F800000> : tensor<f32> loc("tiny_mlp.kina":2:1)
    %_147 = tensor.expand_shape %_146 [] output_shape [1] : tensor<f32> into tensor<1xf32> loc("tiny_mlp.kina":11:3)
    %_148 = tensor.expand_shape %_147 [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32> loc("tiny_mlp.kina":11:3)
    %_149 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_148 : tensor<1x1xf32>) outs(%_149 : tensor<4x2xf32>) {
      ^bb0(%_in150: f32, %_out151: f32):
        linalg.yield %_in150 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_153 = arith.constant dense<0x41000000> : tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_154 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_159 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_152, %_153 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_154 : tensor<4x2xf32>) {
      ^bb0(%_in155: f32, %_in156: f32, %_out157: f32):
        %_158 = arith.divf %_in155, %_in156 : f32
        linalg.yield %_158 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_160 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_165 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_159, %_126 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_160 : tensor<4x2xf32>) {
      ^bb0(%_in161: f32, %_in162: f32, %_out163: f32):
        %_164 = arith.mulf %_in161, %_in162 : f32
        linalg.yield %_164 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_166 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_171 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_159, %_126 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_166 : tensor<4x2xf32>) {
      ^bb0(%_in167: f32, %_in168: f32, %_out169: f32):
        %_170 = arith.mulf %_in167, %_in168 : f32
        linalg.yield %_170 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_172 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_177 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_165, %_171 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_172 : tensor<4x2xf32>) {
      ^bb0(%_in173: f32, %_in174: f32, %_out175: f32):
        %_176 = arith.addf %_in173, %_in174 : f32
        linalg.yield %_176 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_178 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_182 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_177 : tensor<4x2xf32>) outs(%_178 : tensor<4x2xf32>) {
      ^bb0(%_in179: f32, %_out180: f32):
        %_181 = arith.negf %_in179 : f32
        linalg.yield %_181 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_183 = tensor.empty() : tensor<2x5xf32> loc("tiny_mlp.kina":10:13)
    %_186 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w2 : tensor<5x2xf32>) outs(%_183 : tensor<2x5xf32>) {
      ^bb0(%_in184: f32, %_out185: f32):
        linalg.yield %_in184 : f32
      } -> tensor<2x5xf32> loc("tiny_mlp.kina":10:13)
    %_187 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_188 = bufferization.alloc_tensor() : tensor<4x5xf32> loc("tiny_mlp.kina":10:13)
    %_189 = linalg.fill ins(%_187 : f32) outs(%_188 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":10:13)
    %_190 = linalg.matmul ins(%_177, %_186 : tensor<4x2xf32>, tensor<2x5xf32>) outs(%_189 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":10:13)
    %_191 = tensor.empty() : tensor<5x4xf32> loc("tiny_mlp.kina":10:13)
    %_194 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_116 : tensor<4x5xf32>) outs(%_191 : tensor<5x4xf32>) {
      ^bb0(%_in192: f32, %_out193: f32):
        linalg.yield %_in192 : f32
      } -> tensor<5x4xf32> loc("tiny_mlp.kina":10:13)
    %_195 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_196 = bufferization.alloc_tensor() : tensor<5x2xf32> loc("tiny_mlp.kina":10:13)
    %_197 = linalg.fill ins(%_195 : f32) outs(%_196 : tensor<5x2xf32>) -> tensor<5x2xf32> loc("tiny_mlp.kina":10:13)
    %_198 = linalg.matmul ins(%_194, %_177 : tensor<5x4xf32>, tensor<4x2xf32>) outs(%_197 : tensor<5x2xf32>) -> tensor<5x2xf32> loc("tiny_mlp.kina":10:13)
    %_199 = arith.constant dense<0x3F800000> : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_200 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_205 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_116, %_116 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_200 : tensor<4x5xf32>) {
      ^bb0(%_in201: f32, %_in202: f32, %_out203: f32):
        %_204 = arith.mulf %_in201, %_in202 : f32
        linalg.yield %_204 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_206 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_211 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_199, %_205 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_206 : tensor<4x5xf32>) {
      ^bb0(%_in207: f32, %_in208: f32, %_out209: f32):
        %_210 = arith.subf %_in207, %_in208 : f32
        linalg.yield %_210 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_212 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_217 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_190, %_211 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_212 : tensor<4x5xf32>) {
      ^bb0(%_in213: f32, %_in214: f32, %_out215: f32):
        %_216 = arith.mulf %_in213, %_in214 : f32
        linalg.yield %_216 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_218 = arith.constant 0x80000000 : f32 loc("tiny_mlp.kina":9:21)
    %_219 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":9:21)
    %_220 = linalg.fill ins(%_218 : f32) outs(%_219 : tensor<5xf32>) -> tensor<5xf32> loc("tiny_mlp.kina":9:21)
    %_224 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%_217 : tensor<4x5xf32>) outs(%_220 : tensor<5xf32>) {
      ^bb0(%_in221: f32, %_out222: f32):
        %_223 = arith.addf %_in221, %_out222 : f32
        linalg.yield %_223 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":9:21)
    %_225 = tensor.empty() : tensor<5x3xf32> loc("tiny_mlp.kina":9:12)
    %_228 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w1 : tensor<3x5xf32>) outs(%_225 : tensor<5x3xf32>) {
      ^bb0(%_in226: f32, %_out227: f32):
        linalg.yield %_in226 : f32
      } -> tensor<5x3xf32> loc("tiny_mlp.kina":9:12)
    %_229 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_230 = bufferization.alloc_tensor() : tensor<4x3xf32> loc("tiny_mlp.kina":9:12)
    %_231 = linalg.fill ins(%_229 : f32) outs(%_230 : tensor<4x3xf32>) -> tensor<4x3xf32> loc("tiny_mlp.kina":9:12)
    %_232 = linalg.matmul ins(%_217, %_228 : tensor<4x5xf32>, tensor<5x3xf32>) outs(%_231 : tensor<4x3xf32>) -> tensor<4x3xf32> loc("tiny_mlp.kina":9:12)
    %_233 = tensor.empty() : tensor<3x4xf32> loc("tiny_mlp.kina":9:12)
    %_236 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x3xf32>) outs(%_233 : tensor<3x4xf32>) {
      ^bb0(%_in234: f32, %_out235: f32):
        linalg.yield %_in234 : f32
      } -> tensor<3x4xf32> loc("tiny_mlp.kina":9:12)
    %_237 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_238 = bufferization.alloc_tensor() : tensor<3x5xf32> loc("tiny_mlp.kina":9:12)
    %_239 = linalg.fill ins(%_237 : f32) outs(%_238 : tensor<3x5xf32>) -> tensor<3x5xf32> loc("tiny_mlp.kina":9:12)
    %_240 = linalg.matmul ins(%_236, %_217 : tensor<3x4xf32>, tensor<4x5xf32>) outs(%_239 : tensor<3x5xf32>) -> tensor<3x5xf32> loc("tiny_mlp.kina":9:12)
    func.return %_145, %_232, %_182, %_240, %_224, %_198 : tensor<f32>, tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32> loc("tiny_mlp.kina":2:1)
  } loc("tiny_mlp.kina":2:1)
  func.func @kina.u.main(%x: tensor<4x3xf32> {bufferization.writable = false}, %y: tensor<4x2xf32> {bufferization.writable = false}, %w1: tensor<3x5xf32> {bufferization.writable = false}, %b1: tensor<5xf32> {bufferization.writable = false}, %w2: tensor<5x2xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<f32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) attributes {llvm.emit_c_interface} {
    %_call1:6 = func.call @kina.u.loss__reverseMode(%x, %y, %w1, %b1, %w2) : (tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) -> (tensor<f32>, tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) loc("tiny_mlp.kina":21:41)
    %_2 = tensor.empty() : tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_2 : tensor<3x5xf32>) {
      ^bb0(%_in3: f32, %_out4: f32):
        linalg.yield %_in3 : f32
      } -> tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_6 = tensor.empty() : tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_5, %_call1#3 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%_6 : tensor<3x5xf32>) {
      ^bb0(%_in7: f32, %_in8: f32, %_out9: f32):
        %_10 = arith.mulf %_in7, %_in8 : f32
        linalg.yield %_10 : f32
      } -> tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_12 = tensor.empty() : tensor<3x5xf32> loc("tiny_mlp.kina":22:7)
    %_17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w1, %_11 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%_12 : tensor<3x5xf32>) {
      ^bb0(%_in13: f32, %_in14: f32, %_out15: f32):
        %_16 = arith.subf %_in13, %_in14 : f32
        linalg.yield %_16 : f32
      } -> tensor<3x5xf32> loc("tiny_mlp.kina":22:7)
    %_18 = tensor.collapse_shape %lr [[0, 1]] : tensor<1x1xf32> into tensor<1xf32> loc("tiny_mlp.kina":22:46)
    %_19 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_22 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%_18 : tensor<1xf32>) outs(%_19 : tensor<5xf32>) {
      ^bb0(%_in20: f32, %_out21: f32):
        linalg.yield %_in20 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_23 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_28 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%_22, %_call1#4 : tensor<5xf32>, tensor<5xf32>) outs(%_23 : tensor<5xf32>) {
      ^bb0(%_in24: f32, %_in25: f32, %_out26: f32):
        %_27 = arith.mulf %_in24, %_in25 : f32
        linalg.yield %_27 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_29 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":22:41)
    %_34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b1, %_28 : tensor<5xf32>, tensor<5xf32>) outs(%_29 : tensor<5xf32>) {
      ^bb0(%_in30: f32, %_in31: f32, %_out32: f32):
        %_33 = arith.subf %_in30, %_in31 : f32
        linalg.yield %_33 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":22:41)
    %_35 = tensor.empty() : tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_38 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_35 : tensor<5x2xf32>) {
      ^bb0(%_in36: f32, %_out37: f32):
        linalg.yield %_in36 : f32
      } -> tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_39 = tensor.empty() : tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_44 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_38, %_call1#5 : tensor<5x2xf32>, tensor<5x2xf32>) outs(%_39 : tensor<5x2xf32>) {
      ^bb0(%_in40: f32, %_in41: f32, %_out42: f32):
        %_43 = arith.mulf %_in40, %_in41 : f32
        linalg.yield %_43 : f32
      } -> tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_45 = tensor.empty() : tensor<5x2xf32> loc("tiny_mlp.kina":22:85)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w2, %_44 : tensor<5x2xf32>, tensor<5x2xf32>) outs(%_45 : tensor<5x2xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<5x2xf32> loc("tiny_mlp.kina":22:85)
    func.return %_call1#0, %_17, %_34, %_50 : tensor<f32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32> loc("tiny_mlp.kina":13:1)
  } loc("tiny_mlp.kina":13:1)
}
